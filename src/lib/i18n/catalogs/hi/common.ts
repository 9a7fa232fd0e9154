import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'सहेजें',
  'common.cancel': 'रद्द करें',
  'common.close': 'बंद करें',
  'common.delete': 'हटाएँ',
  'common.edit': 'संपादित करें',
  'common.back': 'पीछे',
  'common.next': 'आगे',
  'common.loading': 'लोड हो रहा है…',
  'common.language': 'भाषा',
  'common.followers': '{count, plural, one {{shown} फ़ॉलोअर} other {{shown} फ़ॉलोअर}}',
};
