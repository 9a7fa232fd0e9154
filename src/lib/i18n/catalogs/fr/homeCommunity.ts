import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "En attente de votre réponse",
  "homeCommunity.allAnswered": "Tout a reçu une réponse.",
  "homeCommunity.waiting": "{count, plural, one {# message attend votre réponse.} other {# messages attendent votre réponse.}}",
  "homeCommunity.reviews": "Notes et avis",
  "homeCommunity.gratitude": "Mur de gratitude",
  "homeCommunity.posts": "Messages du forum et de la classe",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Aucun sans réponse} one {# sans réponse} other {# sans réponse}}",
  "homeCommunity.liveHeading": "Prochains événements en direct",
  "homeCommunity.noLive": "Aucun événement en direct à venir.",
  "homeCommunity.scheduleLive": "Programmer un événement en direct",
};
