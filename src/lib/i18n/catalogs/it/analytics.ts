import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Analisi",
  "analytics.intro": "Visualizzazioni di pagina e clic registrati nella dashboard, per tutti gli editori.",
  "analytics.window": "Periodo",
  "analytics.lastDays": "{count, plural, one {Ultimo giorno} other {Ultimi # giorni}}",
  "analytics.loadFailed": "Impossibile caricare il riepilogo.",
  "analytics.retry": "Riprova",
  "analytics.summary": "{views, plural, one {# visualizzazione di pagina} other {# visualizzazioni di pagina}} e {clicks, plural, one {# clic} other {# clic}} da {users, plural, one {# utente} other {# utenti}} {count, plural, one {nell’ultimo giorno} other {negli ultimi # giorni}}.",
  "analytics.pageViews": "Visualizzazioni di pagina",
  "analytics.clicks": "Clic",
  "analytics.users": "Utenti",
  "analytics.topPages": "Pagine più viste",
  "analytics.topClicks": "Più cliccati",
  "analytics.page": "Pagina",
  "analytics.views": "Visualizzazioni",
  "analytics.target": "Destinazione",
  "analytics.clickCount": "Clic",
  "analytics.none": "Nulla registrato in questo periodo.",
};
