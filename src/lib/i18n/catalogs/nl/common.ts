import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Opslaan',
  'common.cancel': 'Annuleren',
  'common.close': 'Sluiten',
  'common.delete': 'Verwijderen',
  'common.edit': 'Bewerken',
  'common.back': 'Terug',
  'common.next': 'Volgende',
  'common.loading': 'Laden…',
  'common.language': 'Taal',
  'common.followers': '{count, plural, one {{shown} volger} other {{shown} volgers}}',
};
