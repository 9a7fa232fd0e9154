import type { homeCommunity as english } from '../en/homeCommunity';
import type { Translations } from '../../translations';

export const homeCommunity: Translations<typeof english> = {
  "homeCommunity.unansweredHeading": "आपके जवाब का इंतज़ार",
  "homeCommunity.allAnswered": "सबका जवाब दे दिया गया है।",
  "homeCommunity.waiting": "{count, plural, one {# संदेश आपके जवाब का इंतज़ार कर रहा है।} other {# संदेश आपके जवाब का इंतज़ार कर रहे हैं।}}",
  "homeCommunity.reviews": "रेटिंग और समीक्षाएँ",
  "homeCommunity.gratitude": "आभार दीवार",
  "homeCommunity.posts": "फ़ोरम और कक्षा की पोस्ट",
  "homeCommunity.unansweredCount": "{count, plural, =0 {कोई बिना जवाब नहीं} one {# बिना जवाब} other {# बिना जवाब}}",
  "homeCommunity.liveHeading": "आने वाले लाइव इवेंट",
  "homeCommunity.noLive": "कोई लाइव इवेंट निर्धारित नहीं है।",
  "homeCommunity.scheduleLive": "लाइव इवेंट शेड्यूल करें",
};
