import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "भुगतान की स्थिति",
  'payouts.intro': "आपके प्राप्तकर्ता विवरण पूरे होते ही दान और बिक्री का भुगतान आपको किया जाता है।",
  'payouts.status.NONE': "सेट नहीं है",
  'payouts.status.NOT_PAYABLE': "अभी भुगतान योग्य नहीं",
  'payouts.status.PAYABLE': "भुगतान योग्य",
  'payouts.status.BLOCKED': "अवरुद्ध",
  'payouts.blocked': "आपके पते के देश या क्षेत्र में भुगतान नहीं भेजे जा सकते। अगर यह गलती है तो हमसे संपर्क करें।",
  'payouts.startSetup': "भुगतान सेट करें",
  'payouts.continueSetup': "सेटअप जारी रखें",
  'payouts.review': "भुगतान विवरण देखें",
  'payouts.continue': "सहेजें और आगे बढ़ें",
  'payouts.finish': "पूरा करें",
  'payouts.doneTitle': "हो गया",
  'payouts.doneText': "आपके भुगतान विवरण पूरे हैं। भुगतान आपके चुने हुए तरीके से भेजे जाते हैं।",
  'payouts.iframeTitle': "भुगतान प्रदाता: प्राप्तकर्ता विवरण",
  'payouts.hiddenWhileImpersonating': "किसी अन्य शिक्षक के रूप में काम करते समय भुगतान सेटिंग्स उपलब्ध नहीं हैं।",
};
