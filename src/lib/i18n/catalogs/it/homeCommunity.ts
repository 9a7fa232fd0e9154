import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "In attesa della tua risposta",
  "homeCommunity.allAnswered": "Hai risposto a tutto.",
  "homeCommunity.waiting": "{count, plural, one {# messaggio attende la tua risposta.} other {# messaggi attendono la tua risposta.}}",
  "homeCommunity.reviews": "Valutazioni e recensioni",
  "homeCommunity.gratitude": "Bacheca della gratitudine",
  "homeCommunity.posts": "Post del forum e della classe",
  "homeCommunity.unansweredCount": "{count, plural, =0 {Nessuno senza risposta} one {# senza risposta} other {# senza risposta}}",
  "homeCommunity.liveHeading": "Prossimi eventi dal vivo",
  "homeCommunity.noLive": "Nessun evento dal vivo in programma.",
  "homeCommunity.scheduleLive": "Programma un evento dal vivo",
};
