import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "Esperando tu respuesta",
  "homeCommunity.allAnswered": "Todo está respondido.",
  "homeCommunity.waiting": "{count, plural, one {# mensaje espera tu respuesta.} other {# mensajes esperan tu respuesta.}}",
  "homeCommunity.reviews": "Valoraciones y reseñas",
  "homeCommunity.gratitude": "Muro de gratitud",
  "homeCommunity.posts": "Publicaciones del foro y del aula",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Ninguno sin responder} one {# sin responder} other {# sin responder}}",
  "homeCommunity.liveHeading": "Próximos eventos en directo",
  "homeCommunity.noLive": "No hay eventos en directo próximos.",
  "homeCommunity.scheduleLive": "Programar un evento en directo",
};
