import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Statistiques",
  "analytics.intro": "Pages vues et clics enregistrés dans le tableau de bord, pour tous les éditeurs.",
  "analytics.window": "Période",
  "analytics.lastDays": "{count, plural, one {Dernier jour} other {# derniers jours}}",
  "analytics.loadFailed": "Le résumé n’a pas pu être chargé.",
  "analytics.retry": "Réessayer",
  "analytics.summary": "{views, plural, one {# page vue} other {# pages vues}} et {clicks, plural, one {# clic} other {# clics}} par {users, plural, one {# utilisateur} other {# utilisateurs}} {count, plural, one {au cours du dernier jour} other {au cours des # derniers jours}}.",
  "analytics.pageViews": "Pages vues",
  "analytics.clicks": "Clics",
  "analytics.users": "Utilisateurs",
  "analytics.topPages": "Pages les plus vues",
  "analytics.topClicks": "Les plus cliqués",
  "analytics.page": "Page",
  "analytics.views": "Vues",
  "analytics.target": "Cible",
  "analytics.clickCount": "Clics",
  "analytics.none": "Rien d’enregistré sur cette période.",
};
