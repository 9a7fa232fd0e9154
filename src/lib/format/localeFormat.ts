import insights from '../../../schemas/insights.json';

// Spec 1 §9's 100000, from schemas/insights.json (abbreviateCountsAbove), which product staff may change.
const THRESHOLD = insights.abbreviateCountsAbove;
const UNITS: Array<[value: number, suffix: string]> = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** Whole numbers in the language's digits and grouping: '12,345' (en), '12.345' (de), '12,34,567' (hi). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/**
 * Spec 1 §9's abbreviation in any language: over 100000 a number becomes k / M / G with one decimal
 * (truncated, not rounded), the letters kept as the spec states them; the decimal mark is the language's
 * ('123.4k', '123,4k'). Anything else keeps all its digits, grouped the language's way.
 */
export function abbreviateNumberIn(locale: string, value: number): string {
  if (Math.abs(value) > THRESHOLD) {
    for (const [unit, suffix] of UNITS) {
      if (Math.abs(value) >= unit) {
        const tenths = Math.trunc((value / unit) * 10) / 10;
        return `${formatNumber(locale, tenths, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })}${suffix}`;
      }
    }
  }
  return formatNumber(locale, Math.trunc(value));
}

/** A calendar date (and time, if asked) in the language's order and month names. */
export function formatDate(locale: string, value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(value);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Spec 1 §9 fixes the calendar: a month is 30 days and a year 365, never the real calendar.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;
const STEPS: Array<[limit: number, size: number, unit: Intl.RelativeTimeFormatUnit]> = [
  [MINUTE, SECOND, 'second'],
  [HOUR, MINUTE, 'minute'],
  [DAY, HOUR, 'hour'],
  [MONTH, DAY, 'day'],
  [YEAR, MONTH, 'month'],
  [Infinity, YEAR, 'year'],
];

/** How long ago `then` was, seen from `now` (epoch ms), with spec 1 §9's steps, in the language's words. */
export function formatRelativeTime(locale: string, then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  const [, size, unit] = STEPS.find(([limit]) => elapsed < limit)!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }).format(-Math.floor(elapsed / size), unit);
}
