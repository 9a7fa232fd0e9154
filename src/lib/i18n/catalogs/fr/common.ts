import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Enregistrer',
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.delete': 'Supprimer',
  'common.edit': 'Modifier',
  'common.back': 'Retour',
  'common.next': 'Suivant',
  'common.loading': 'Chargement…',
  'common.language': 'Langue',
  'common.followers': '{count, plural, one {{shown} abonné} other {{shown} abonnés}}',
};
