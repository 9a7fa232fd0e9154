import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Bearbeiten",
  "publishing.review.editStep": "{step} bearbeiten",
  "publishing.review.toFinish": "Schließen Sie diese Schritte ab, bevor Sie einreichen",
  "publishing.review.notSaved": "Noch nicht gespeichert: Öffnen Sie den Schritt und wählen Sie Speichern & weiter.",
  "publishing.review.yes": "Ja",
  "publishing.review.no": "Nein",
  "publishing.review.audioLength": "Länge {length}",
  "publishing.review.imageCrop": "{label}, Zuschnitt {crop}",
  "publishing.review.cropPortrait": "Hochformat",
  "publishing.review.cropLandscape": "Querformat",
  "publishing.review.cropSquare": "quadratisch",
  "publishing.course.submitConfirm": "Ihr Kurs wird von unserem Team geprüft, das dauert bis zu 5 Werktage. Den Status sehen Sie unter Kurse, und wir sagen Ihnen Bescheid, sobald er online ist.",
};
