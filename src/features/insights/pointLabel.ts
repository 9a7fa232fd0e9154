import type { BucketUnit, SeriesPoint } from '../../domain/insights/bucketSeries';
import type { LocaleFormat } from '../../lib/format/useFormat';

// Bucket days are UTC dates; they are drawn as those dates, whatever the viewer's zone.
const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** How a point is named on the axis and in the table: a day, a week's first day, a month. */
export function pointLabel(point: SeriesPoint, unit: BucketUnit, format: LocaleFormat): string {
  if (unit === 'month') return format.date(utcDay(point.start), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.date(utcDay(point.start), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The point whose days hold `isoDay`, for the publish-day markers. */
export const pointHolding = (points: readonly SeriesPoint[], isoDay: string) => points.find((p) => p.start <= isoDay && isoDay <= p.end);
