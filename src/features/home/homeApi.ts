import { createServiceClient } from '../../backend/http/createServiceClient';
import type { Notifier } from '../../backend/http/notifier';
import type { Backend } from '../../backend/ports';

/** One of the publisher's library items as the home lists it. */
export interface HomeItem {
  id: string;
  title: string;
  status: string;
  status_label: string;
  kind: 'course' | 'track' | 'premiumTrack';
}

interface Page {
  rows: Array<{ id: string; title: string; status: string; status_label: string }>;
  total: number;
}

/**
 * The publisher's courses and tracks for the home, read through the same list calls as /courses,
 * /audio and /premium-tracks. Tracks come a page (20) at a time; the home counts by status from the
 * totals of the status groups, so no page is missed.
 */
export function createHomeApi(backend: Backend, notifier: Notifier) {
  const client = createServiceClient('teacherDashboard', backend, notifier);
  const tracks = async (isPremium: boolean, status: string) =>
    (await client.request<{ data: Page }>('get', 'api/v1/publishers/tracks', { searchParams: { isPremium: String(isPremium), status, sortBy: 'newest', page: '1' }, quiet: true }))?.data ?? { rows: [], total: 0 };
  return {
    async courses(): Promise<HomeItem[]> {
      const rows = (await client.request<{ data: Omit<HomeItem, 'kind'>[] }>('get', 'api/v1/publishers/courses', { quiet: true }))?.data ?? [];
      return rows.map((row) => ({ ...row, kind: 'course' }));
    },
    /** Totals per status group (draft, pending, published) of free or premium tracks, and the pending rows. */
    async trackGroups(isPremium: boolean): Promise<{ draft: number; pending: number; published: number; waiting: HomeItem[] }> {
      const [draft, pending, published] = await Promise.all(['draft', 'pending', 'published'].map((status) => tracks(isPremium, status)));
      const kind = isPremium ? 'premiumTrack' : 'track';
      return {
        draft: draft!.total,
        pending: pending!.total,
        published: published!.total,
        waiting: pending!.rows.filter((row) => row.status === 'PENDING' || row.status === 'PENDING_EDIT').map((row) => ({ ...row, kind })),
      };
    },
  };
}
