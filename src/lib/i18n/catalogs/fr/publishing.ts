import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Modifier",
  "publishing.review.editStep": "Modifier {step}",
  "publishing.review.toFinish": "Terminez ces étapes avant d’envoyer",
  "publishing.review.notSaved": "Pas encore enregistré : ouvrez l’étape et cliquez sur Enregistrer et continuer.",
  "publishing.review.yes": "Oui",
  "publishing.review.no": "Non",
  "publishing.review.audioLength": "Durée {length}",
  "publishing.review.imageCrop": "{label}, recadrage {crop}",
  "publishing.review.cropPortrait": "portrait",
  "publishing.review.cropLandscape": "paysage",
  "publishing.review.cropSquare": "carré",
  "publishing.course.submitConfirm": "Votre cours est transmis à notre équipe pour relecture, ce qui prend jusqu’à 5 jours ouvrés. Vous verrez son statut dans Cours, et nous vous préviendrons dès qu’il sera en ligne.",
};
