import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Analyse",
  "analytics.intro": "Paginaweergaven en klikken in het dashboard, van alle aanbieders.",
  "analytics.window": "Periode",
  "analytics.lastDays": "{count, plural, one {Afgelopen dag} other {Afgelopen # dagen}}",
  "analytics.loadFailed": "De samenvatting kon niet worden geladen.",
  "analytics.retry": "Opnieuw proberen",
  "analytics.summary": "{views, plural, one {# paginaweergave} other {# paginaweergaven}} en {clicks, plural, one {# klik} other {# klikken}} door {users, plural, one {# gebruiker} other {# gebruikers}} in de afgelopen {count, plural, one {dag} other {# dagen}}.",
  "analytics.pageViews": "Paginaweergaven",
  "analytics.clicks": "Klikken",
  "analytics.users": "Gebruikers",
  "analytics.topPages": "Meest bekeken pagina’s",
  "analytics.topClicks": "Meest aangeklikt",
  "analytics.page": "Pagina",
  "analytics.views": "Weergaven",
  "analytics.target": "Doel",
  "analytics.clickCount": "Klikken",
  "analytics.none": "Niets vastgelegd in deze periode.",
};
