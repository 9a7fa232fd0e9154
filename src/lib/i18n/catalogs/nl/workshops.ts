import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Workshop niet gevonden',
  'workshops.form.datesLocked': 'De data van de workshop kunnen niet worden gewijzigd',
};
