import type { ServiceClient } from '../../backend/http/createServiceClient';

/** GET /api/v1/analytics/summary (docs/api.md): page views and clicks of the last `days`, admins only. */
export interface AnalyticsSummary {
  days: number;
  totals: { page_view: number; click: number; users: number };
  pages: Array<{ path: string; count: number }>;
  clicks: Array<{ path: string; target: string; count: number }>;
}


export async function readAnalyticsSummary(client: ServiceClient, days: number, signal?: AbortSignal): Promise<AnalyticsSummary | undefined> {
  return (await client.request<{ data: AnalyticsSummary }>('get', 'api/v1/analytics/summary', { searchParams: { days }, signal }))?.data;
}
