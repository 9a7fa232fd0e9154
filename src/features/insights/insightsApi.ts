import type { ServiceClient } from '../../backend/http/createServiceClient';
import type { SeriesPoint } from '../../domain/insights/bucketSeries';
import type { ChartInterval } from '../../domain/insights/insightsRules';

/** A figure of the chosen period against the one before (the server computes both). */
export interface PeriodFigure {
  current: number;
  previous: number;
  change_percent: number | null;
}

export interface TopContentItem {
  item_id: string;
  title: string;
  item_type: string | null;
  play_count: number;
  favorites_count: number;
  rating_average: number;
}

export interface HomeInsights {
  interval: ChartInterval;
  kpis: { followers: PeriodFigure & { total: number }; donations_share_cents: PeriodFigure; shop_sales_cents: PeriodFigure; revenue_cents: PeriodFigure };
  series: { followers: SeriesPoint[]; donations_share_cents: SeriesPoint[]; revenue_cents: SeriesPoint[] };
  publish_days: Array<{ date: string; item_id: string; title: string }>;
  top_content: TopContentItem[];
}

export interface Follower {
  id: string;
  name: string;
  is_guest: boolean;
  followed_at: { epoch: number };
}

export interface FollowersPage {
  time_period_in_days: ChartInterval;
  number_of_followers: number;
  period: PeriodFigure;
  series: SeriesPoint[];
  offset: number;
  limit: number;
  followers: Follower[];
}

export interface DonationTier {
  tier: number;
  count: number;
  total_cents: number;
  publisher_share_cents: number;
}

export interface Donations {
  range: ChartInterval;
  publisher_share_cents: PeriodFigure;
  series: SeriesPoint[];
  count: number;
  total_cents: number;
  tiers: DonationTier[];
}

export interface Revenue {
  interval: ChartInterval;
  donations_share_cents: PeriodFigure;
  shop_sales_cents: PeriodFigure;
  revenue_cents: PeriodFigure;
  series: { donations_share_cents: SeriesPoint[]; shop_sales_cents: SeriesPoint[]; revenue_cents: SeriesPoint[] };
  products: Array<{ shop_product_id: string; title: string; count: number; amount_cents: number }>;
}

const read = async <T>(client: ServiceClient, path: string, searchParams: Record<string, number>, signal?: AbortSignal): Promise<T | undefined> =>
  (await client.request<{ data: T }>('get', path, { searchParams, signal }))?.data;

/** The teacher dashboard's figure calls (docs/api.md "Insights"); each answers the caller's own records. */
export const insightsApi = {
  home: (client: ServiceClient, interval: ChartInterval, signal?: AbortSignal) => read<HomeInsights>(client, 'api/v1/publishers/insights', { interval }, signal),
  followers: (client: ServiceClient, days: ChartInterval, offset: number, signal?: AbortSignal) =>
    read<FollowersPage>(client, 'api/v1/publishers/followers', { time_period_in_days: days, offset }, signal),
  donations: (client: ServiceClient, range: ChartInterval, signal?: AbortSignal) => read<Donations>(client, 'api/v1/donations', { range }, signal),
  revenue: (client: ServiceClient, interval: ChartInterval, signal?: AbortSignal) => read<Revenue>(client, 'api/v1/publishers/revenue', { interval }, signal),
};
