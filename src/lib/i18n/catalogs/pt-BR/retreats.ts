import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Retiros',
  'retreats.list.create': 'Criar retiro',
  'retreats.list.empty': 'Você ainda não criou nenhum retiro.',
  'retreats.list.emptyHint': 'Monte seu anúncio passo a passo: você pode salvar e terminar depois.',
  'retreats.list.label': 'Seus retiros',
  'retreats.list.untitled': 'Retiro sem título',
  'retreats.list.noDates': 'Datas não definidas',
  'retreats.list.progress': '{complete} de {total} etapas concluídas',
  'retreats.list.cohost': 'Coanfitrião',
  'retreats.list.sales': '{count, plural, one {# venda} other {# vendas}}',
  'retreats.list.edit': 'Editar',
  'retreats.list.view': 'Ver',
  'retreats.list.editLabel': 'Editar {title}',
  'retreats.list.viewLabel': 'Ver {title}',
  'retreats.list.deleteLabel': 'Excluir {title}',
  'retreats.list.confirmTitle': 'Excluir retiro',
  'retreats.list.confirmMessage': 'Excluir “{title}”? Esta ação não pode ser desfeita.',
  'retreats.list.deleted': 'Retiro excluído',
  'retreats.status.DRAFT': 'Rascunho',
  'retreats.status.PENDING': 'Em análise',
  'retreats.status.APPROVED': 'Aprovado',
  'retreats.status.REMOVED': 'Removido',
};
