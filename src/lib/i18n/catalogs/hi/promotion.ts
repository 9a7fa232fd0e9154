import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "पहले अपनी प्रोफ़ाइल में एक यूज़रनेम चुनें: आपके सार्वजनिक पेज को इसकी ज़रूरत है।",
  'promotion.profileHeading': "आपका सार्वजनिक पेज",
  'promotion.profileHelp': "यह लिंक या इसका QR कोड साझा करें ताकि श्रोता आपको ढूँढ सकें और फ़ॉलो कर सकें।",
  'promotion.profileChoice': "आपका सार्वजनिक पेज",
  'promotion.qrLabel': "{url} का QR कोड",
  'promotion.contentHeading': "आपकी सामग्री के लिंक",
  'promotion.noContent': "आपके प्रकाशित कोर्स, ट्रैक और वर्कशॉप यहाँ दिखेंगे।",
  'promotion.widgetHeading': "एम्बेड करने योग्य विजेट",
  'promotion.widgetHelp': "अपना पेज या अपनी कोई सामग्री दिखाने के लिए यह कोड अपनी वेबसाइट में चिपकाएँ।",
  'promotion.widgetFor': "किसके लिए विजेट",
  'promotion.widgetMake': "विजेट कोड बनाएँ",
  'promotion.widgetCode': "विजेट कोड",
};
