import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "Wacht op je antwoord",
  "homeCommunity.allAnswered": "Alles is beantwoord.",
  "homeCommunity.waiting": "{count, plural, one {# bericht wacht op je antwoord.} other {# berichten wachten op je antwoord.}}",
  "homeCommunity.reviews": "Beoordelingen en recensies",
  "homeCommunity.gratitude": "Dankbaarheidsmuur",
  "homeCommunity.posts": "Forum- en klasberichten",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Geen onbeantwoord} one {# onbeantwoord} other {# onbeantwoord}}",
  "homeCommunity.liveHeading": "Komende live-evenementen",
  "homeCommunity.noLive": "Geen live-evenementen gepland.",
  "homeCommunity.scheduleLive": "Een live-evenement plannen",
};
