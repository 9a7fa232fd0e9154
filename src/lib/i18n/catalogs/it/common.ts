import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Salva',
  'common.cancel': 'Annulla',
  'common.close': 'Chiudi',
  'common.delete': 'Elimina',
  'common.edit': 'Modifica',
  'common.back': 'Indietro',
  'common.next': 'Avanti',
  'common.loading': 'Caricamento…',
  'common.language': 'Lingua',
  'common.followers': '{count, plural, one {{shown} follower} other {{shown} follower}}',
};
