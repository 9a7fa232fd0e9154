import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'Taller no encontrado',
  'workshops.form.datesLocked': 'Las fechas del taller no se pueden editar',
};
