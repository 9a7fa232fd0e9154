const PARTS: Array<[minutes: number, one: string, many: string]> = [
  [7 * 24 * 60, 'week', 'weeks'],
  [24 * 60, 'day', 'days'],
  [60, 'hour', 'hours'],
  [1, 'minute', 'minutes'],
];

/** A length in minutes spelled in weeks, days, hours and minutes, skipping empty parts: '1 day 2 hours'. */
export function formatDuration(totalMinutes: number): string {
  let rest = Math.max(0, Math.round(totalMinutes));
  const words: string[] = [];
  for (const [size, one, many] of PARTS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) words.push(`${n} ${n === 1 ? one : many}`);
  }
  return words.length > 0 ? words.join(' ') : '0 minutes';
}
