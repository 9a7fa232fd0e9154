// Date inputs keep their value as an ISO day (YYYY-MM-DD, JSON Schema `format: date`) and show it in the
// language on screen: 'Nov 24, 2026', '24.11.2026', '24 нояб. 2026 г.', '24 नव॰ 2026' (issue 19 item 3),
// never the browser's own mm/dd/yyyy.

import { PSEUDO_LOCALE } from '../i18n/locales';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The language Intl should format for: the pseudo-locale formats as English. */
const intlLocale = (locale: string) => (locale === PSEUDO_LOCALE ? 'en' : locale);

/** An ISO day in the language's order and month names; '' for none, the text itself when it is no ISO day. */
export function formatIsoDate(locale: string, iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/**
 * The first day of the language's week for a calendar, as Mantine counts (0 Sunday … 6 Saturday): Sunday
 * for English, Brazilian Portuguese and Hindi, Monday for the others. Monday where the runtime cannot say.
 */
export function firstDayOfWeek(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const tag = new Intl.Locale(intlLocale(locale)) as WeekInfoLocale;
  const firstDay = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay ?? 1;
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
