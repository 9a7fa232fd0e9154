import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Análises",
  "analytics.intro": "Visualizações de página e cliques registrados no painel, de todos os publicadores.",
  "analytics.window": "Período",
  "analytics.lastDays": "{count, plural, one {Último dia} other {Últimos # dias}}",
  "analytics.loadFailed": "Não foi possível carregar o resumo.",
  "analytics.retry": "Tentar novamente",
  "analytics.summary": "{views, plural, one {# visualização de página} other {# visualizações de página}} e {clicks, plural, one {# clique} other {# cliques}} de {users, plural, one {# usuário} other {# usuários}} {count, plural, one {no último dia} other {nos últimos # dias}}.",
  "analytics.pageViews": "Visualizações de página",
  "analytics.clicks": "Cliques",
  "analytics.users": "Usuários",
  "analytics.topPages": "Páginas mais vistas",
  "analytics.topClicks": "Mais clicados",
  "analytics.page": "Página",
  "analytics.views": "Visualizações",
  "analytics.target": "Alvo",
  "analytics.clickCount": "Cliques",
  "analytics.none": "Nada registrado neste período.",
};
