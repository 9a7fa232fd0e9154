import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Umfrageantworten",
  "survey.noQuestions": "Keine Lektion dieses Kurses stellt eine Frage.",
  "survey.lesson": "Tag {day}: {title}",
  "survey.loadFailed": "Die Antworten konnten nicht geladen werden.",
  "survey.none": "Noch hat kein Mitglied geantwortet.",
  "survey.total": "{count, plural, one {# Mitglied hat geantwortet.} other {# Mitglieder haben geantwortet.}}",
  "survey.choices": "Auswahlmöglichkeiten",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Antworten",
};
