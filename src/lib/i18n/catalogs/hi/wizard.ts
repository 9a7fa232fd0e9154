import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "पीछे",
  "wizard.next": "आगे",
  "wizard.saveAndNext": "सहेजें और आगे बढ़ें",
  "wizard.submit": "जमा करें",
  "wizard.cancel": "रद्द करें",
  "wizard.steps": "चरण",
  "wizard.notValidated": "अभी जाँचा नहीं गया",
  "wizard.review": "समीक्षा",
  "wizard.cannotSubmit": "इसे अभी जमा नहीं किया जा सकता",
  "wizard.changes.title": "क्या बदला",
  "wizard.changes.none": "अभी कोई बदलाव नहीं",
  "wizard.changes.before": "प्रकाशित संस्करण",
  "wizard.changes.after": "आपका संस्करण",
  "wizard.changes.empty": "(खाली)",
  "wizard.changes.added": "जोड़ा गया",
  "wizard.changes.removed": "हटाया गया",
  "wizard.changes.changed": "बदला गया",
  "wizard.changes.in": "{step} में बदलाव",
  "wizard.showMore": "और दिखाएँ",
  "wizard.showLess": "कम दिखाएँ",
  "wizard.topics.choose": "चुनें",
  "wizard.topics.many": "एक से ज़्यादा विकल्प चुनें।",
  "wizard.topics.one": "एक विकल्प चुनें।",
  "wizard.topics.done": "हो गया",
};
