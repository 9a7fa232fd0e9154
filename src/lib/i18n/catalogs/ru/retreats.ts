import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Ретриты',
  'retreats.list.create': 'Создать ретрит',
  'retreats.list.empty': 'Вы ещё не создали ни одного ретрита.',
  'retreats.list.emptyHint': 'Создавайте объявление шаг за шагом: его можно сохранить и закончить позже.',
  'retreats.list.label': 'Ваши ретриты',
  'retreats.list.untitled': 'Ретрит без названия',
  'retreats.list.noDates': 'Даты не указаны',
  'retreats.list.progress': 'Выполнено шагов: {complete} из {total}',
  'retreats.list.cohost': 'Соорганизатор',
  'retreats.list.sales': '{count, plural, one {# продажа} few {# продажи} many {# продаж} other {# продажи}}',
  'retreats.list.edit': 'Изменить',
  'retreats.list.view': 'Просмотреть',
  'retreats.list.editLabel': 'Изменить {title}',
  'retreats.list.viewLabel': 'Просмотреть {title}',
  'retreats.list.deleteLabel': 'Удалить {title}',
  'retreats.list.confirmTitle': 'Удалить ретрит',
  'retreats.list.confirmMessage': 'Удалить «{title}»? Это действие нельзя отменить.',
  'retreats.list.deleted': 'Ретрит удалён',
  'retreats.status.DRAFT': 'Черновик',
  'retreats.status.PENDING': 'На проверке',
  'retreats.status.APPROVED': 'Одобрен',
  'retreats.status.REMOVED': 'Снят',
};
