import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "सर्वे के जवाब",
  "survey.noQuestions": "इस कोर्स का कोई पाठ सवाल नहीं पूछता।",
  "survey.lesson": "दिन {day}: {title}",
  "survey.loadFailed": "जवाब लोड नहीं हो सके।",
  "survey.none": "अभी तक किसी सदस्य ने जवाब नहीं दिया।",
  "survey.total": "{count, plural, one {# सदस्य ने जवाब दिया।} other {# सदस्यों ने जवाब दिया।}}",
  "survey.choices": "विकल्प",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "जवाब",
};
