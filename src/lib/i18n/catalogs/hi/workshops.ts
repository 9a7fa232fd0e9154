import type { workshops as english } from '../en/workshops';
import type { Translations } from '../../translations';

export const workshops: Translations<typeof english> = {
  'workshops.form.notFound': 'वर्कशॉप नहीं मिली',
  'workshops.form.datesLocked': 'वर्कशॉप की तिथियाँ बदली नहीं जा सकतीं',
};
