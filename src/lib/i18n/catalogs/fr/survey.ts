import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Réponses au sondage",
  "survey.noQuestions": "Aucune leçon de ce cours ne pose de question.",
  "survey.lesson": "Jour {day} : {title}",
  "survey.loadFailed": "Les réponses n’ont pas pu être chargées.",
  "survey.none": "Aucun membre n’a encore répondu.",
  "survey.total": "{count, plural, one {# membre a répondu.} other {# membres ont répondu.}}",
  "survey.choices": "Choix",
  "survey.choiceCount": "{choice} : {count} ({share})",
  "survey.answers": "Réponses",
};
