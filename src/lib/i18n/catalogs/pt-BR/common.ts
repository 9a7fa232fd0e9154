import type { common as english } from '../en/common';
import type { Translations } from '../../translations';

export const common: Translations<typeof english> = {
  'common.save': 'Salvar',
  'common.cancel': 'Cancelar',
  'common.close': 'Fechar',
  'common.delete': 'Excluir',
  'common.edit': 'Editar',
  'common.back': 'Voltar',
  'common.next': 'Avançar',
  'common.loading': 'Carregando…',
  'common.language': 'Idioma',
  'common.followers': '{count, plural, one {{shown} seguidor} other {{shown} seguidores}}',
};
