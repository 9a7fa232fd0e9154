import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Speichern',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.delete': 'Löschen',
  'common.edit': 'Bearbeiten',
  'common.back': 'Zurück',
  'common.next': 'Weiter',
  'common.loading': 'Wird geladen…',
  'common.language': 'Sprache',
  'common.followers': '{count, plural, one {{shown} Follower} other {{shown} Follower}}',
};
