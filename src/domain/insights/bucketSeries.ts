import { bucketsOf, type ChartInterval } from './insightsRules';

export type { BucketUnit } from './insightsRules';

/**
 * Server-side bucketing of a time series (spec 1 §9, spec 3 §9): 30 → 30 daily points, 84 → 12
 * weekly points, 365 → 12 monthly points, 450 → 15 monthly points. All in UTC, so every caller
 * (and a hand-computed table) gets the same buckets. The last bucket always holds today. Which interval
 * is bucketed how is schemas/insights.json's chartIntervals (bucketsOf).
 */

/** One point: the first and last day it covers (inclusive, `YYYY-MM-DD`) and the summed value. */
export interface SeriesPoint {
  start: string;
  end: string;
  value: number;
}

/** A dated value to bucket: a follow (value 1), a donation (its cents), a sale. */
export interface DatedValue {
  atMs: number;
  value: number;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** The bucket edges [startMs, endMs) for `points` buckets of the interval, the last ending after today; `back` shifts by whole periods. */
export function bucketEdges(interval: ChartInterval, nowMs: number, back = 0): Array<{ startMs: number; endMs: number }> {
  const { unit, points } = bucketsOf(interval);
  const edges: Array<{ startMs: number; endMs: number }> = [];
  const tomorrow = startOfUtcDay(nowMs) + DAY_MS;
  if (unit === 'month') {
    const now = new Date(nowMs);
    const lastIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - back * points;
    for (let i = points - 1; i >= 0; i--) {
      const index = lastIndex - i;
      const startMs = Date.UTC(Math.floor(index / 12), index % 12, 1);
      const endMs = Date.UTC(Math.floor((index + 1) / 12), (index + 1) % 12, 1);
      edges.push({ startMs, endMs });
    }
    return edges;
  }
  const size = unit === 'day' ? DAY_MS : 7 * DAY_MS;
  const lastEnd = tomorrow - back * points * size;
  for (let i = points - 1; i >= 0; i--) edges.push({ startMs: lastEnd - (i + 1) * size, endMs: lastEnd - i * size });
  return edges;
}

/** Sums the values into the interval's buckets; values outside the window are left out. */
export function bucketSeries(values: readonly DatedValue[], interval: ChartInterval, nowMs: number, back = 0): SeriesPoint[] {
  const edges = bucketEdges(interval, nowMs, back);
  const sums = edges.map(() => 0);
  for (const { atMs, value } of values) {
    const i = edges.findIndex((e) => atMs >= e.startMs && atMs < e.endMs);
    if (i >= 0) sums[i]! += value;
  }
  return edges.map((e, i) => ({ start: isoDay(e.startMs), end: isoDay(e.endMs - DAY_MS), value: sums[i]! }));
}

/** The window the interval's buckets cover, for filtering lists by the same period. */
export function seriesWindow(interval: ChartInterval, nowMs: number, back = 0): { startMs: number; endMs: number } {
  const edges = bucketEdges(interval, nowMs, back);
  return { startMs: edges[0]!.startMs, endMs: edges[edges.length - 1]!.endMs };
}

/** A period's total against the one before: the change in percent (null when the previous total is 0). */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
