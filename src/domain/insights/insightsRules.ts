/**
 * Spec 3 §4 and §9, spec 1 §9: the figures the insights screens and the teacher-dashboard metrics
 * share. Browser and server import these, so a chart and the server's answer cannot disagree.
 */

/** Spec 3 §4: the publisher receives 70% of a purchase (donations). */
export const PUBLISHER_SHARE_PERCENT = 70;

/** Spec 3 §9: the donation tiers in USD (9.99 is the Android large tier). */
export const DONATION_TIERS_USD = [1.99, 4.99, 9.99, 19.99, 49.99, 99.99, 199.99] as const;

/** Spec 3 §9: donations read the last 30 days unless asked otherwise. */
export const DEFAULT_RANGE_DAYS = 30;

/** Spec 3 §9: followers are listed 25 per page. */
export const FOLLOWERS_PAGE_SIZE = 25;

/** Spec 1 §9 and spec 3 §9: the chart intervals in days. */
export const CHART_INTERVALS = [30, 84, 365, 450] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

export const isChartInterval = (value: number): value is ChartInterval => (CHART_INTERVALS as readonly number[]).includes(value);

/** The publisher's share of a purchase in cents: 70%, rounded to the nearest cent (half up). */
export function publisherShareCents(amountCents: number): number {
  return Math.round((amountCents * PUBLISHER_SHARE_PERCENT) / 100);
}
