import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'रिट्रीट',
  'retreats.list.create': 'रिट्रीट बनाएँ',
  'retreats.list.empty': 'आपने अभी तक कोई रिट्रीट नहीं बनाया है।',
  'retreats.list.emptyHint': 'अपनी लिस्टिंग कदम-दर-कदम बनाएँ: आप इसे सहेजकर बाद में पूरा कर सकते हैं।',
  'retreats.list.label': 'आपके रिट्रीट',
  'retreats.list.untitled': 'बिना शीर्षक का रिट्रीट',
  'retreats.list.noDates': 'तारीखें तय नहीं',
  'retreats.list.progress': '{total} में से {complete} चरण पूरे',
  'retreats.list.cohost': 'सह-मेज़बान',
  'retreats.list.sales': '{count, plural, one {# बिक्री} other {# बिक्री}}',
  'retreats.list.edit': 'संपादित करें',
  'retreats.list.view': 'देखें',
  'retreats.list.editLabel': '{title} संपादित करें',
  'retreats.list.viewLabel': '{title} देखें',
  'retreats.list.deleteLabel': '{title} हटाएँ',
  'retreats.list.confirmTitle': 'रिट्रीट हटाएँ',
  'retreats.list.confirmMessage': '“{title}” हटाएँ? यह कार्रवाई पूर्ववत नहीं की जा सकती।',
  'retreats.list.deleted': 'रिट्रीट हटाया गया',
  'retreats.status.DRAFT': 'ड्राफ़्ट',
  'retreats.status.PENDING': 'समीक्षा में',
  'retreats.status.APPROVED': 'स्वीकृत',
  'retreats.status.REMOVED': 'हटाया गया',
};
