import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Analítica",
  "analytics.intro": "Visitas a páginas y clics registrados en el panel, de todos los publicadores.",
  "analytics.window": "Periodo",
  "analytics.lastDays": "{count, plural, one {Último día} other {Últimos # días}}",
  "analytics.loadFailed": "No se pudo cargar el resumen.",
  "analytics.retry": "Reintentar",
  "analytics.summary": "{views, plural, one {# visita a página} other {# visitas a páginas}} y {clicks, plural, one {# clic} other {# clics}} de {users, plural, one {# usuario} other {# usuarios}} {count, plural, one {en el último día} other {en los últimos # días}}.",
  "analytics.pageViews": "Visitas a páginas",
  "analytics.clicks": "Clics",
  "analytics.users": "Usuarios",
  "analytics.topPages": "Páginas más vistas",
  "analytics.topClicks": "Más pulsados",
  "analytics.page": "Página",
  "analytics.views": "Visitas",
  "analytics.target": "Destino",
  "analytics.clickCount": "Clics",
  "analytics.none": "No hay nada registrado en este periodo.",
};
