const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Spec 1 §9 fixes the calendar: a month is 30 days and a year 365, never the real calendar.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const STEPS: Array<[limit: number, size: number, one: string, many: string]> = [
  [MINUTE, SECOND, 'sec', 'secs'],
  [HOUR, MINUTE, 'min', 'mins'],
  [DAY, HOUR, 'hr', 'hrs'],
  [MONTH, DAY, 'day', 'days'],
  [YEAR, MONTH, 'month', 'months'],
  [Infinity, YEAR, 'year', 'years'],
];

/** How long ago `then` was, seen from `now` (both epoch ms): '5 secs ago', '1 hr ago', '2 years ago'. */
export function relativeTime(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  for (const [limit, size, one, many] of STEPS) {
    if (elapsed < limit) {
      const n = Math.floor(elapsed / size);
      return `${n} ${n === 1 ? one : many} ago`;
    }
  }
  throw new Error('unreachable: the last step has no limit');
}
