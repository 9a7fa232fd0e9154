import type { ServiceClient } from '../../backend/http/createServiceClient';

/** GET /api/v1/analytics/summary (docs/api.md): page views and clicks of the last `days`, admins only. */
export interface AnalyticsSummary {
  days: number;
  totals: { page_view: number; click: number; users: number };
  pages: Array<{ path: string; count: number }>;
  clicks: Array<{ path: string; target: string; count: number }>;
}

/** The windows the screen offers, in days (the call takes 1 to 450). */
export const SUMMARY_WINDOWS = [1, 7, 30, 90, 365] as const;
export const DEFAULT_SUMMARY_WINDOW = 30;

export async function readAnalyticsSummary(client: ServiceClient, days: number, signal?: AbortSignal): Promise<AnalyticsSummary | undefined> {
  return (await client.request<{ data: AnalyticsSummary }>('get', 'api/v1/analytics/summary', { searchParams: { days }, signal }))?.data;
}
