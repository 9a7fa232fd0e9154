import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Editar",
  "publishing.review.editStep": "Editar {step}",
  "publishing.review.toFinish": "Conclua estas etapas antes de enviar",
  "publishing.review.notSaved": "Ainda não salvo: abra a etapa e clique em Salvar e avançar.",
  "publishing.review.yes": "Sim",
  "publishing.review.no": "Não",
  "publishing.review.audioLength": "Duração {length}",
  "publishing.review.imageCrop": "{label}, recorte {crop}",
  "publishing.review.cropPortrait": "retrato",
  "publishing.review.cropLandscape": "paisagem",
  "publishing.review.cropSquare": "quadrado",
  "publishing.course.submitConfirm": "Seu curso vai para a análise da nossa equipe, que leva até 5 dias úteis. Você verá o status em Cursos e avisaremos quando ele estiver no ar.",
};
