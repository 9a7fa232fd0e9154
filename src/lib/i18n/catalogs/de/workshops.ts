import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Workshop nicht gefunden',
  'workshops.form.datesLocked': 'Die Termine des Workshops können nicht geändert werden',
};
