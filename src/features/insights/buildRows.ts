import type { BucketUnit, SeriesPoint } from '../../domain/insights/bucketSeries';
import type { LocaleFormat } from '../../lib/format/useFormat';
import type { ChartRow } from './ChartPanel';
import { pointLabel } from './pointLabel';

/** Rows for ChartPanel from series of the same buckets, keyed by series name. */
export function buildRows(seriesByKey: Record<string, SeriesPoint[]>, unit: BucketUnit, format: LocaleFormat): ChartRow[] {
  const keys = Object.keys(seriesByKey);
  const first = seriesByKey[keys[0]!] ?? [];
  return first.map((point, i) => {
    const row: ChartRow = { label: pointLabel(point, unit, format), start: point.start, end: point.end };
    for (const key of keys) row[key] = seriesByKey[key]![i]?.value ?? 0;
    return row;
  });
}
