import type { payouts as english } from '../en/payouts';
import type { Translations } from '../../translations';

export const payouts: Translations<typeof english> = {
  'payouts.statusHeading': "Статус выплат",
  'payouts.intro': "Пожертвования и продажи выплачиваются вам, как только данные получателя заполнены.",
  'payouts.status.NONE': "Не настроено",
  'payouts.status.NOT_PAYABLE': "Пока нельзя выплатить",
  'payouts.status.PAYABLE': "Можно выплачивать",
  'payouts.status.BLOCKED': "Заблокировано",
  'payouts.blocked': "Выплаты в страну или регион вашего адреса невозможны. Напишите нам, если это ошибка.",
  'payouts.startSetup': "Настроить выплаты",
  'payouts.continueSetup': "Продолжить настройку",
  'payouts.review': "Проверить данные для выплат",
  'payouts.continue': "Сохранить и продолжить",
  'payouts.finish': "Завершить",
  'payouts.doneTitle': "Готово",
  'payouts.doneText': "Данные для выплат заполнены. Выплаты отправляются выбранным способом.",
  'payouts.iframeTitle': "Сервис выплат: данные получателя",
  'payouts.hiddenWhileImpersonating': "Настройки выплат недоступны, пока вы действуете от имени другого преподавателя.",
};
