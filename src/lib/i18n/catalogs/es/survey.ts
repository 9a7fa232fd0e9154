import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Respuestas de la encuesta",
  "survey.noQuestions": "Ninguna lección de este curso hace una pregunta.",
  "survey.lesson": "Día {day}: {title}",
  "survey.loadFailed": "No se pudieron cargar las respuestas.",
  "survey.none": "Ningún miembro ha respondido todavía.",
  "survey.total": "{count, plural, one {# miembro respondió.} other {# miembros respondieron.}}",
  "survey.choices": "Opciones",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Respuestas",
};
