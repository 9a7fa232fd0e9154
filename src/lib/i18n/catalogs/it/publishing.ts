import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Modifica",
  "publishing.review.editStep": "Modifica {step}",
  "publishing.review.toFinish": "Completa questi passaggi prima di inviare",
  "publishing.review.notSaved": "Non ancora salvato: apri il passaggio e premi Salva e avanti.",
  "publishing.review.yes": "Sì",
  "publishing.review.no": "No",
  "publishing.review.audioLength": "Durata {length}",
  "publishing.review.imageCrop": "{label}, ritaglio {crop}",
  "publishing.review.cropPortrait": "verticale",
  "publishing.review.cropLandscape": "orizzontale",
  "publishing.review.cropSquare": "quadrato",
  "publishing.course.submitConfirm": "Il tuo corso passa alla revisione del nostro team, che richiede fino a 5 giorni lavorativi. Vedrai il suo stato in Corsi e ti avviseremo quando sarà online.",
};
