import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Bewerken",
  "publishing.review.editStep": "{step} bewerken",
  "publishing.review.toFinish": "Rond deze stappen af voordat je indient",
  "publishing.review.notSaved": "Nog niet opgeslagen: open de stap en kies Opslaan en verder.",
  "publishing.review.yes": "Ja",
  "publishing.review.no": "Nee",
  "publishing.review.audioLength": "Duur {length}",
  "publishing.review.imageCrop": "{label}, uitsnede {crop}",
  "publishing.review.cropPortrait": "staand",
  "publishing.review.cropLandscape": "liggend",
  "publishing.review.cropSquare": "vierkant",
  "publishing.course.submitConfirm": "Je cursus gaat ter beoordeling naar ons team; dat duurt maximaal 5 werkdagen. Je ziet de status onder Cursussen en we laten je weten wanneer hij live staat.",
};
