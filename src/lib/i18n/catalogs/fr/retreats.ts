import type { retreats as english } from '../en/retreats';
import type { Translations } from '../../translations';

export const retreats: Translations<typeof english> = {
  'retreats.list.heading': 'Retraites',
  'retreats.list.create': 'Créer une retraite',
  'retreats.list.empty': 'Vous n\'avez encore créé aucune retraite.',
  'retreats.list.emptyHint': 'Construisez votre annonce étape par étape : vous pouvez l’enregistrer et la terminer plus tard.',
  'retreats.list.label': 'Vos retraites',
  'retreats.list.untitled': 'Retraite sans titre',
  'retreats.list.noDates': 'Dates non définies',
  'retreats.list.progress': '{complete} étapes sur {total} terminées',
  'retreats.list.cohost': 'Co-animateur',
  'retreats.list.sales': '{count, plural, one {# vente} other {# ventes}}',
  'retreats.list.edit': 'Modifier',
  'retreats.list.view': 'Voir',
  'retreats.list.editLabel': 'Modifier {title}',
  'retreats.list.viewLabel': 'Voir {title}',
  'retreats.list.deleteLabel': 'Supprimer {title}',
  'retreats.list.confirmTitle': 'Supprimer la retraite',
  'retreats.list.confirmMessage': 'Supprimer « {title} » ? Cette action est irréversible.',
  'retreats.list.deleted': 'Retraite supprimée',
  'retreats.status.DRAFT': 'Brouillon',
  'retreats.status.PENDING': 'En cours de vérification',
  'retreats.status.APPROVED': 'Approuvée',
  'retreats.status.REMOVED': 'Retirée',
};
