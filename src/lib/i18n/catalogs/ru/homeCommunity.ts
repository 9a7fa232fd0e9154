import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "Ждут вашего ответа",
  "homeCommunity.allAnswered": "На всё ответили.",
  "homeCommunity.waiting": "{count, plural, one {# сообщение ждёт вашего ответа.} few {# сообщения ждут вашего ответа.} many {# сообщений ждут вашего ответа.} other {# сообщения ждут вашего ответа.}}",
  "homeCommunity.reviews": "Оценки и отзывы",
  "homeCommunity.gratitude": "Стена благодарностей",
  "homeCommunity.posts": "Сообщения форума и класса",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Без ответа нет} one {# без ответа} few {# без ответа} many {# без ответа} other {# без ответа}}",
  "homeCommunity.liveHeading": "Ближайшие прямые эфиры",
  "homeCommunity.noLive": "Прямых эфиров не запланировано.",
  "homeCommunity.scheduleLive": "Запланировать прямой эфир",
};
