import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Risposte al sondaggio",
  "survey.noQuestions": "Nessuna lezione di questo corso pone una domanda.",
  "survey.lesson": "Giorno {day}: {title}",
  "survey.loadFailed": "Impossibile caricare le risposte.",
  "survey.none": "Nessun membro ha ancora risposto.",
  "survey.total": "{count, plural, one {Ha risposto # membro.} other {Hanno risposto # membri.}}",
  "survey.choices": "Scelte",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Risposte",
};
