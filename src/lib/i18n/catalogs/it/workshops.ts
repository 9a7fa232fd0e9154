import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Workshop non trovato',
  'workshops.form.datesLocked': 'Le date del workshop non possono essere modificate',
};
