import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Ritiri',
  'retreats.list.create': 'Crea ritiro',
  'retreats.list.empty': 'Non hai ancora creato nessun ritiro.',
  'retreats.list.emptyHint': 'Crea il tuo annuncio passo dopo passo: puoi salvarlo e finirlo più tardi.',
  'retreats.list.label': 'I tuoi ritiri',
  'retreats.list.untitled': 'Ritiro senza titolo',
  'retreats.list.noDates': 'Date non impostate',
  'retreats.list.progress': '{complete} di {total} passaggi completati',
  'retreats.list.cohost': 'Co-host',
  'retreats.list.sales': '{count, plural, one {# vendita} other {# vendite}}',
  'retreats.list.edit': 'Modifica',
  'retreats.list.view': 'Visualizza',
  'retreats.list.editLabel': 'Modifica {title}',
  'retreats.list.viewLabel': 'Visualizza {title}',
  'retreats.list.deleteLabel': 'Elimina {title}',
  'retreats.list.confirmTitle': 'Elimina ritiro',
  'retreats.list.confirmMessage': 'Eliminare «{title}»? Questa azione non può essere annullata.',
  'retreats.list.deleted': 'Ritiro eliminato',
  'retreats.status.DRAFT': 'Bozza',
  'retreats.status.PENDING': 'In revisione',
  'retreats.status.APPROVED': 'Approvato',
  'retreats.status.REMOVED': 'Rimosso',
};
