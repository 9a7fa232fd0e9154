import type { LocaleFormat } from '../../../lib/format/useFormat';

// Stored dates are calendar days ('2099-06-01'): read and shown at noon UTC so no time zone moves the day.
const dayOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const day = new Date(`${value.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
};

/** '1 Jun 2099 – 7 Jun 2099' in the interface language; null when the retreat has no start date yet. */
export function retreatDates(format: Pick<LocaleFormat, 'date'>, start: unknown, end: unknown): string | null {
  const from = dayOf(start);
  if (!from) return null;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  const to = dayOf(end);
  return to ? `${format.date(from, options)} – ${format.date(to, options)}` : format.date(from, options);
}
