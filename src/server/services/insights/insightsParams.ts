import { CHART_INTERVALS, DEFAULT_RANGE_DAYS, FOLLOWERS_PAGE_SIZE, isChartInterval, type ChartInterval } from '../../../domain/insights/insightsRules';
import { badRequest } from '../../http/HttpError';

/** A chart interval from the query (`name`), the spec's 30 days when absent; anything else is a 400. */
export function intervalParam(url: URL, name: string): ChartInterval {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return DEFAULT_RANGE_DAYS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !isChartInterval(value)) throw badRequest(`Invalid ${name}: must be one of ${CHART_INTERVALS.join(', ')}`);
  return value;
}

/** offset and limit of a page; the limit defaults to and may not exceed the spec's page size. */
export function pageParams(url: URL, pageSize = FOLLOWERS_PAGE_SIZE): { offset: number; limit: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value > max) throw badRequest(`Invalid ${name}: must be a whole number from 0 to ${max}`);
    return value;
  };
  return { offset: read('offset', 0, 1_000_000), limit: read('limit', pageSize, pageSize) };
}
