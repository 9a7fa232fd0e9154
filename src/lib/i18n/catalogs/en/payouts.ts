/** /payment-settings: the payee status and the payout onboarding (issue 18 item 3). Step fields come from schemas/wizards/payout. */
export const payouts = {
  'payouts.statusHeading': 'Payout status',
  'payouts.intro': 'Donations and sales are paid out to you once your payee details are complete.',
  'payouts.status.NONE': 'Not set up',
  'payouts.status.NOT_PAYABLE': 'Not payable yet',
  'payouts.status.PAYABLE': 'Payable',
  'payouts.status.BLOCKED': 'Blocked',
  'payouts.blocked': 'Payouts cannot be sent to the country or region of your address. Contact us if this is a mistake.',
  'payouts.startSetup': 'Set up payouts',
  'payouts.continueSetup': 'Continue payout setup',
  'payouts.review': 'Review payout details',
  'payouts.continue': 'Save and continue',
  'payouts.finish': 'Finish',
  'payouts.doneTitle': 'All done',
  'payouts.doneText': 'Your payout details are complete. Payouts are sent to the method you chose.',
  'payouts.iframeTitle': 'Payout provider: payee details',
  'payouts.hiddenWhileImpersonating': 'Payment Settings are not available while you act as another publisher.',
};
