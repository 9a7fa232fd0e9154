/** /promotion: the public links, QR code and embeddable widget (issue 18 item 4). */
export const promotion = {
  'promotion.noUsername': 'Choose a username on your profile first: your public page needs it.',
  'promotion.profileHeading': 'Your public page',
  'promotion.profileHelp': 'Share this link or its QR code so listeners can find and follow you.',
  'promotion.profileChoice': 'Your public page',
  'promotion.qrLabel': 'QR code for {url}',
  'promotion.contentHeading': 'Your content links',
  'promotion.noContent': 'Your published courses, tracks and workshops will be listed here.',
  'promotion.widgetHeading': 'Embeddable widget',
  'promotion.widgetHelp': 'Paste this code into your own website to show your page or one of your items.',
  'promotion.widgetFor': 'Widget for',
  'promotion.widgetMake': 'Make widget code',
  'promotion.widgetCode': 'Widget code',
};
