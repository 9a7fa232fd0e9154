import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Atelier introuvable',
  'workshops.form.datesLocked': 'Les dates de l’atelier ne peuvent pas être modifiées',
};
