import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Antwoorden op de vragenlijst",
  "survey.noQuestions": "Geen les van deze cursus stelt een vraag.",
  "survey.lesson": "Dag {day}: {title}",
  "survey.loadFailed": "De antwoorden konden niet worden geladen.",
  "survey.none": "Nog geen lid heeft geantwoord.",
  "survey.total": "{count, plural, one {# lid heeft geantwoord.} other {# leden hebben geantwoord.}}",
  "survey.choices": "Keuzes",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Antwoorden",
};
