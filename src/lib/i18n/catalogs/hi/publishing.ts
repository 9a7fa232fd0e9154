import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "संपादित करें",
  "publishing.review.editStep": "{step} संपादित करें",
  "publishing.review.toFinish": "सबमिट करने से पहले ये चरण पूरे करें",
  "publishing.review.notSaved": "अभी सहेजा नहीं गया: चरण खोलें और सहेजें और आगे बढ़ें दबाएँ।",
  "publishing.review.yes": "हाँ",
  "publishing.review.no": "नहीं",
  "publishing.review.audioLength": "अवधि {length}",
  "publishing.review.imageCrop": "{label}, {crop} क्रॉप",
  "publishing.review.cropPortrait": "पोर्ट्रेट",
  "publishing.review.cropLandscape": "लैंडस्केप",
  "publishing.review.cropSquare": "वर्गाकार",
  "publishing.course.submitConfirm": "आपका कोर्स हमारी टीम की समीक्षा के लिए जाएगा, जिसमें 5 कार्य दिवस तक लगते हैं। आप इसकी स्थिति कोर्स में देखेंगे, और लाइव होने पर हम आपको बताएँगे।",
};
