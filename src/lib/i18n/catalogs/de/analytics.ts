import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Analysen",
  "analytics.intro": "Seitenaufrufe und Klicks im Dashboard, über alle Anbieter hinweg.",
  "analytics.window": "Zeitraum",
  "analytics.lastDays": "{count, plural, one {Letzter Tag} other {Letzte # Tage}}",
  "analytics.loadFailed": "Die Übersicht konnte nicht geladen werden.",
  "analytics.retry": "Erneut versuchen",
  "analytics.summary": "{views, plural, one {# Seitenaufruf} other {# Seitenaufrufe}} und {clicks, plural, one {# Klick} other {# Klicks}} von {users, plural, one {# Nutzer} other {# Nutzern}} {count, plural, one {am letzten Tag} other {in den letzten # Tagen}}.",
  "analytics.pageViews": "Seitenaufrufe",
  "analytics.clicks": "Klicks",
  "analytics.users": "Nutzer",
  "analytics.topPages": "Meistbesuchte Seiten",
  "analytics.topClicks": "Am häufigsten geklickt",
  "analytics.page": "Seite",
  "analytics.views": "Aufrufe",
  "analytics.target": "Ziel",
  "analytics.clickCount": "Klicks",
  "analytics.none": "In diesem Zeitraum wurde nichts erfasst.",
};
