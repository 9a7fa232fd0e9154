import type { survey as english } from '../en/survey';
import type { Translations } from '../../translations';

export const survey: Translations<typeof english> = {
  "survey.heading": "Respostas da pesquisa",
  "survey.noQuestions": "Nenhuma aula deste curso faz uma pergunta.",
  "survey.lesson": "Dia {day}: {title}",
  "survey.loadFailed": "Não foi possível carregar as respostas.",
  "survey.none": "Nenhum membro respondeu ainda.",
  "survey.total": "{count, plural, one {# membro respondeu.} other {# membros responderam.}}",
  "survey.choices": "Opções",
  "survey.choiceCount": "{choice}: {count} ({share})",
  "survey.answers": "Respostas",
};
