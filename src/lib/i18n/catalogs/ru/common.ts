import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Сохранить',
  'common.cancel': 'Отмена',
  'common.close': 'Закрыть',
  'common.delete': 'Удалить',
  'common.edit': 'Изменить',
  'common.back': 'Назад',
  'common.next': 'Далее',
  'common.loading': 'Загрузка…',
  'common.language': 'Язык',
  'common.followers': '{count, plural, one {{shown} подписчик} few {{shown} подписчика} many {{shown} подписчиков} other {{shown} подписчика}}',
};
