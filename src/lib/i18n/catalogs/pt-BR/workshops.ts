import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Workshop não encontrado',
  'workshops.form.datesLocked': 'As datas do workshop não podem ser editadas',
};
