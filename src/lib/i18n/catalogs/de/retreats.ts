import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Retreats',
  'retreats.list.create': 'Retreat erstellen',
  'retreats.list.empty': 'Du hast noch keine Retreats erstellt.',
  'retreats.list.emptyHint': 'Erstelle dein Angebot Schritt für Schritt: Du kannst es speichern und später fertigstellen.',
  'retreats.list.label': 'Deine Retreats',
  'retreats.list.untitled': 'Retreat ohne Titel',
  'retreats.list.noDates': 'Keine Daten festgelegt',
  'retreats.list.progress': '{complete} von {total} Schritten erledigt',
  'retreats.list.cohost': 'Co-Gastgeber',
  'retreats.list.sales': '{count, plural, one {# Verkauf} other {# Verkäufe}}',
  'retreats.list.edit': 'Bearbeiten',
  'retreats.list.view': 'Ansehen',
  'retreats.list.editLabel': '{title} bearbeiten',
  'retreats.list.viewLabel': '{title} ansehen',
  'retreats.list.deleteLabel': '{title} löschen',
  'retreats.list.confirmTitle': 'Retreat löschen',
  'retreats.list.confirmMessage': '„{title}“ löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
  'retreats.list.deleted': 'Retreat gelöscht',
  'retreats.status.DRAFT': 'Entwurf',
  'retreats.status.PENDING': 'In Prüfung',
  'retreats.status.APPROVED': 'Freigegeben',
  'retreats.status.REMOVED': 'Entfernt',
};
