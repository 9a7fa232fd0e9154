import type { analytics as english } from '../en/analytics';
import type { Translations } from '../../translations';

export const analytics: Translations<typeof english> = {
  "shell.menu.analytics": "एनालिटिक्स",
  "analytics.intro": "डैशबोर्ड पर सभी प्रकाशकों के पेज व्यू और क्लिक।",
  "analytics.window": "अवधि",
  "analytics.lastDays": "{count, plural, one {पिछला # दिन} other {पिछले # दिन}}",
  "analytics.loadFailed": "सारांश लोड नहीं हो सका।",
  "analytics.retry": "फिर से कोशिश करें",
  "analytics.summary": "{count, plural, one {पिछले # दिन} other {पिछले # दिनों}} में {users, plural, one {# उपयोगकर्ता} other {# उपयोगकर्ताओं}} के {views, plural, one {# पेज व्यू} other {# पेज व्यू}} और {clicks, plural, one {# क्लिक} other {# क्लिक}}।",
  "analytics.pageViews": "पेज व्यू",
  "analytics.clicks": "क्लिक",
  "analytics.users": "उपयोगकर्ता",
  "analytics.topPages": "सबसे ज़्यादा देखे गए पेज",
  "analytics.topClicks": "सबसे ज़्यादा क्लिक किए गए",
  "analytics.page": "पेज",
  "analytics.views": "व्यू",
  "analytics.target": "लक्ष्य",
  "analytics.clickCount": "क्लिक",
  "analytics.none": "इस अवधि में कुछ दर्ज नहीं हुआ।",
};
