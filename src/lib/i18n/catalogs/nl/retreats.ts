import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Retreats',
  'retreats.list.create': 'Retreat maken',
  'retreats.list.empty': 'Je hebt nog geen retreats gemaakt.',
  'retreats.list.emptyHint': 'Bouw je aanbod stap voor stap op: je kunt het opslaan en later afmaken.',
  'retreats.list.label': 'Jouw retreats',
  'retreats.list.untitled': 'Retreat zonder titel',
  'retreats.list.noDates': 'Geen data ingesteld',
  'retreats.list.progress': '{complete} van {total} stappen voltooid',
  'retreats.list.cohost': 'Co-host',
  'retreats.list.sales': '{count, plural, one {# verkoop} other {# verkopen}}',
  'retreats.list.edit': 'Bewerken',
  'retreats.list.view': 'Bekijken',
  'retreats.list.editLabel': '{title} bewerken',
  'retreats.list.viewLabel': '{title} bekijken',
  'retreats.list.deleteLabel': '{title} verwijderen',
  'retreats.list.confirmTitle': 'Retreat verwijderen',
  'retreats.list.confirmMessage': '„{title}” verwijderen? Dit kan niet ongedaan worden gemaakt.',
  'retreats.list.deleted': 'Retreat verwijderd',
  'retreats.status.DRAFT': 'Concept',
  'retreats.status.PENDING': 'In beoordeling',
  'retreats.status.APPROVED': 'Goedgekeurd',
  'retreats.status.REMOVED': 'Verwijderd',
};
