import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Мастер-класс не найден',
  'workshops.form.datesLocked': 'Даты мастер-класса нельзя изменить',
};
