import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Ответы на опрос",
  "survey.noQuestions": "Ни один урок этого курса не задаёт вопрос.",
  "survey.lesson": "День {day}: {title}",
  "survey.loadFailed": "Не удалось загрузить ответы.",
  "survey.none": "Пока никто не ответил.",
  "survey.total": "{count, plural, one {Ответил # участник.} few {Ответили # участника.} many {Ответили # участников.} other {Ответили # участника.}}",
  "survey.choices": "Варианты",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Ответы",
};
