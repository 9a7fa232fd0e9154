import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Editar",
  "publishing.review.editStep": "Editar {step}",
  "publishing.review.toFinish": "Completa estos pasos antes de enviar",
  "publishing.review.notSaved": "Aún no guardado: abre el paso y pulsa Guardar y continuar.",
  "publishing.review.yes": "Sí",
  "publishing.review.no": "No",
  "publishing.review.audioLength": "Duración {length}",
  "publishing.review.imageCrop": "{label}, recorte {crop}",
  "publishing.review.cropPortrait": "vertical",
  "publishing.review.cropLandscape": "horizontal",
  "publishing.review.cropSquare": "cuadrado",
  "publishing.course.submitConfirm": "Tu curso pasa a revisión por nuestro equipo, que tarda hasta 5 días hábiles. Verás su estado en Cursos y te avisaremos cuando esté publicado.",
};
