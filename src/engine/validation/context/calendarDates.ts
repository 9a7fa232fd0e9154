// Calendar arithmetic on YYYY-MM-DD strings, in UTC so no daylight-saving shift moves a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 2024-02-30 would roll over to March: not a calendar date.
  return utc.toISOString().slice(0, 10) === date ? utc : null;
}

/** The calendar date part of a date or date-time string, or null when it has none. */
export function calendarDateOf(value: string): string | null {
  const date = value.slice(0, 10);
  return toUtc(date) ? date : null;
}

/** `date` moved by `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const utc = toUtc(date);
  if (!utc) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** `date` moved forward by `count` weekdays (Monday to Friday); a weekend start counts from the next Monday. */
export function addWeekdays(date: string, count: number): string {
  let current = date;
  let left = count;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    const day = toUtc(current)!.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return current;
}
