import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Retour",
  "wizard.next": "Suivant",
  "wizard.saveAndNext": "Enregistrer et continuer",
  "wizard.submit": "Soumettre",
  "wizard.cancel": "Annuler",
  "wizard.steps": "Étapes",
  "wizard.notValidated": "Pas encore validée",
  "wizard.review": "Vérification",
  "wizard.cannotSubmit": "Cela ne peut pas encore être soumis",
  "wizard.changes.title": "Ce qui a changé",
  "wizard.changes.none": "Aucun changement pour l’instant",
  "wizard.changes.before": "Version publiée",
  "wizard.changes.after": "Votre version",
  "wizard.changes.empty": "(vide)",
  "wizard.changes.added": "Ajouté",
  "wizard.changes.removed": "Supprimé",
  "wizard.changes.changed": "Modifié",
  "wizard.changes.in": "Changements dans {step}",
  "wizard.showMore": "Afficher plus",
  "wizard.showLess": "Afficher moins",
  "wizard.topics.choose": "Choisir",
  "wizard.topics.many": "Choisissez plusieurs options.",
  "wizard.topics.one": "Choisissez une option.",
  "wizard.topics.done": "Terminé",
};
