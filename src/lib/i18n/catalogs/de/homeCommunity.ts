import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "Wartet auf deine Antwort",
  "homeCommunity.allAnswered": "Alles ist beantwortet.",
  "homeCommunity.waiting": "{count, plural, one {# Nachricht wartet auf deine Antwort.} other {# Nachrichten warten auf deine Antwort.}}",
  "homeCommunity.reviews": "Bewertungen & Rezensionen",
  "homeCommunity.gratitude": "Dankeswand",
  "homeCommunity.posts": "Forums- und Kursraumbeiträge",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Keine unbeantwortet} one {# unbeantwortet} other {# unbeantwortet}}",
  "homeCommunity.liveHeading": "Kommende Live-Events",
  "homeCommunity.noLive": "Keine Live-Events geplant.",
  "homeCommunity.scheduleLive": "Live-Event planen",
};
