import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Retiros',
  'retreats.list.create': 'Crear retiro',
  'retreats.list.empty': 'Todavía no has creado ningún retiro.',
  'retreats.list.emptyHint': 'Crea tu anuncio paso a paso: puedes guardarlo y terminarlo más tarde.',
  'retreats.list.label': 'Tus retiros',
  'retreats.list.untitled': 'Retiro sin título',
  'retreats.list.noDates': 'Fechas sin definir',
  'retreats.list.progress': '{complete} de {total} pasos completados',
  'retreats.list.cohost': 'Coanfitrión',
  'retreats.list.sales': '{count, plural, one {# venta} other {# ventas}}',
  'retreats.list.edit': 'Editar',
  'retreats.list.view': 'Ver',
  'retreats.list.editLabel': 'Editar {title}',
  'retreats.list.viewLabel': 'Ver {title}',
  'retreats.list.deleteLabel': 'Eliminar {title}',
  'retreats.list.confirmTitle': 'Eliminar retiro',
  'retreats.list.confirmMessage': '¿Eliminar «{title}»? Esta acción no se puede deshacer.',
  'retreats.list.deleted': 'Retiro eliminado',
  'retreats.status.DRAFT': 'Borrador',
  'retreats.status.PENDING': 'En revisión',
  'retreats.status.APPROVED': 'Aprobado',
  'retreats.status.REMOVED': 'Retirado',
};
