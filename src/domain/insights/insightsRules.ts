import insights from '../../../schemas/insights.json';

/**
 * Spec 3 §4 and §9, spec 1 §9: the figures the insights screens and the teacher-dashboard metrics
 * share, read from schemas/insights.json (product staff edit them there; `npm run schemas:check` checks the
 * file against schemas/meta/insights.schema.json). Browser and server import these, so a chart and the
 * server's answer cannot disagree.
 */

export type BucketUnit = 'day' | 'week' | 'month';

/** A chart tab: a window of days and how the server buckets it. */
export interface ChartIntervalRule {
  days: number;
  unit: BucketUnit;
  points: number;
}

/** The figures of schemas/insights.json, as its meta-schema states them. */
export interface InsightsFigures {
  publisherSharePercent: number;
  donationTiersUsd: readonly number[];
  defaultRangeDays: number;
  chartIntervals: readonly ChartIntervalRule[];
  abbreviateCountsAbove: number;
  pageSizes: Readonly<Record<'followers' | 'reviews' | 'gratitude' | 'forum' | 'replies', number>>;
}

/**
 * What the meta-schema cannot say about the file: the default range is one of the intervals, no interval
 * is listed twice, and a window is as long as its buckets (days = points for days, 7 x points for weeks;
 * calendar months vary, so month windows are not compared). Empty when the figures hold together.
 */
export function insightsFigureProblems(figures: InsightsFigures): string[] {
  const problems: string[] = [];
  const days = figures.chartIntervals.map((rule) => rule.days);
  if (!days.includes(figures.defaultRangeDays)) problems.push(`defaultRangeDays ${figures.defaultRangeDays} is not one of the chart intervals (${days.join(', ')})`);
  if (new Set(days).size !== days.length) problems.push('a chart interval is listed twice');
  for (const rule of figures.chartIntervals) {
    const expected = rule.unit === 'day' ? rule.points : rule.unit === 'week' ? rule.points * 7 : undefined;
    if (expected !== undefined && expected !== rule.days) problems.push(`the ${rule.days}-day interval has ${rule.points} ${rule.unit} buckets, which cover ${expected} days`);
  }
  return problems;
}

export const INSIGHTS: InsightsFigures = insights as InsightsFigures;

/** Spec 3 §4: the publisher receives 70% of a purchase (donations). */
export const PUBLISHER_SHARE_PERCENT = INSIGHTS.publisherSharePercent;

/** Spec 3 §9: the donation tiers in USD (9.99 is the Android large tier). */
export const DONATION_TIERS_USD = INSIGHTS.donationTiersUsd;

/** Spec 3 §9: followers are listed 25 per page. */
export const FOLLOWERS_PAGE_SIZE = INSIGHTS.pageSizes.followers;

/** A chart interval in days: one of CHART_INTERVALS. */
export type ChartInterval = number;

/** Spec 1 §9 and spec 3 §9: the chart intervals in days. */
export const CHART_INTERVALS: readonly ChartInterval[] = INSIGHTS.chartIntervals.map((rule) => rule.days);

/** Spec 3 §9: donations read the last 30 days unless asked otherwise (and every chart starts there). */
export const DEFAULT_RANGE_DAYS: ChartInterval = CHART_INTERVALS.includes(INSIGHTS.defaultRangeDays) ? INSIGHTS.defaultRangeDays : CHART_INTERVALS[0]!;

export const isChartInterval = (value: number): value is ChartInterval => CHART_INTERVALS.includes(value);

/** How an interval is bucketed; an interval that is not one of the file's is a programming error. */
export function bucketsOf(interval: ChartInterval): { unit: BucketUnit; points: number } {
  const rule = INSIGHTS.chartIntervals.find((candidate) => candidate.days === interval);
  if (!rule) throw new Error(`${interval} is not one of the chart intervals (${CHART_INTERVALS.join(', ')})`);
  return { unit: rule.unit, points: rule.points };
}

/** The publisher's share of a purchase in cents: 70%, rounded to the nearest cent (half up). */
export function publisherShareCents(amountCents: number): number {
  return Math.round((amountCents * PUBLISHER_SHARE_PERCENT) / 100);
}
