import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Guardar',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.delete': 'Eliminar',
  'common.edit': 'Editar',
  'common.back': 'Atrás',
  'common.next': 'Siguiente',
  'common.loading': 'Cargando…',
  'common.language': 'Idioma',
  'common.followers': '{count, plural, one {{shown} seguidor} other {{shown} seguidores}}',
};
