import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "Aguardando sua resposta",
  "homeCommunity.allAnswered": "Tudo respondido.",
  "homeCommunity.waiting": "{count, plural, one {# mensagem aguarda sua resposta.} other {# mensagens aguardam sua resposta.}}",
  "homeCommunity.reviews": "Avaliações e comentários",
  "homeCommunity.gratitude": "Mural de gratidão",
  "homeCommunity.posts": "Publicações do fórum e da sala de aula",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Nenhuma sem resposta} one {# sem resposta} other {# sem resposta}}",
  "homeCommunity.liveHeading": "Próximos eventos ao vivo",
  "homeCommunity.noLive": "Nenhum evento ao vivo programado.",
  "homeCommunity.scheduleLive": "Agendar um evento ao vivo",
};
