import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "Аналитика",
  "analytics.intro": "Просмотры страниц и клики в панели по всем авторам.",
  "analytics.window": "Период",
  "analytics.lastDays": "{count, plural, one {Последний # день} few {Последние # дня} many {Последние # дней} other {Последние # дня}}",
  "analytics.loadFailed": "Не удалось загрузить сводку.",
  "analytics.retry": "Повторить",
  "analytics.summary": "{views, plural, one {# просмотр страницы} few {# просмотра страниц} many {# просмотров страниц} other {# просмотра страниц}} и {clicks, plural, one {# клик} few {# клика} many {# кликов} other {# клика}} от {users, plural, one {# пользователя} few {# пользователей} many {# пользователей} other {# пользователя}} за {count, plural, one {последний # день} few {последние # дня} many {последние # дней} other {последние # дня}}.",
  "analytics.pageViews": "Просмотры страниц",
  "analytics.clicks": "Клики",
  "analytics.users": "Пользователи",
  "analytics.topPages": "Самые просматриваемые страницы",
  "analytics.topClicks": "Чаще всего нажимали",
  "analytics.page": "Страница",
  "analytics.views": "Просмотры",
  "analytics.target": "Цель",
  "analytics.clickCount": "Клики",
  "analytics.none": "За этот период ничего не записано.",
};
