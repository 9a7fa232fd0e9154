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

/** What waits for the publisher's answer: unanswered reviews, gratitude posts and forum or classroom posts. */
export interface UnansweredCounts {
  reviews: number;
  gratitude: number;
  posts: number;
}

/** One of the publisher's coming live events: its next start, and whether it is live now. */
export interface UpcomingLiveEvent {
  id: string;
  title: string;
  start: number;
  live: boolean;
}

/** How many coming live events the home lists. */
export const UPCOMING_LIVE_EVENTS = 3;

interface HostedEvent {
  id: string;
  title: string;
  start_date: number;
  status: string;
  has_ended: boolean;
  next_occurrence: { status: string } | null;
}

/**
 * The publisher's courses and tracks for the home, read through the same list calls as /courses,
 * /audio and /premium-tracks. Tracks come a page (20) at a time; the home counts by status from the
 * totals of the status groups, so no page is missed.
 */
export function createHomeApi(backend: Backend, notifier: Notifier) {
  const client = createServiceClient('teacherDashboard', backend, notifier);
  const forums = createServiceClient('forums', backend, notifier);
  const events = createServiceClient('events', backend, notifier);
  const unansweredIn = async (kind: 'reviews' | 'gratitude') =>
    (await client.request<{ data: { counts: { UNANSWERED: number } } }>('get', `api/v1/publishers/inbox/${kind}`, { searchParams: { tab: 'UNANSWERED', limit: 1 }, quiet: true }))?.data.counts.UNANSWERED ?? 0;
  const tracks = async (isPremium: boolean, status: string) =>
    (await client.request<{ data: Page }>('get', 'api/v1/publishers/tracks', { searchParams: { isPremium: String(isPremium), status, sortBy: 'newest', page: '1' }, quiet: true }))?.data ?? { rows: [], total: 0 };
  return {
    /** The Unanswered counts of both inboxes (the same call and tab as /reviews and /donations) and of every forum and classroom. */
    async unanswered(): Promise<UnansweredCounts> {
      const ownForums = (await forums.request<{ data: Array<{ id: string }> }>('get', 'forums', { quiet: true }))?.data ?? [];
      const [reviews, gratitude, ...perForum] = await Promise.all([
        unansweredIn('reviews'),
        unansweredIn('gratitude'),
        ...ownForums.map(
          async (forum) =>
            (await forums.request<{ total: number }>('get', `forums/${encodeURIComponent(forum.id)}/posts`, { searchParams: { has_publisher_reply: 'false', limit: 1 }, quiet: true }))?.total ?? 0,
        ),
      ]);
      return { reviews: reviews!, gratitude: gratitude!, posts: perForum.reduce((sum, n) => sum + n, 0) };
    },
    /** The next live events the publisher hosts (approved or waiting for review, not ended nor cancelled), soonest first. */
    async upcomingLiveEvents(now: number): Promise<UpcomingLiveEvent[]> {
      const page = await events.request<{ data: HostedEvent[] }>('get', 'api/v1/live-events', { searchParams: { offset: 0, limit: 1000 }, quiet: true });
      return (page?.data ?? [])
        .filter((event) => (event.status === 'APPROVED' || event.status === 'PENDING') && !event.has_ended && event.next_occurrence?.status !== 'ENDED')
        .map((event) => ({ id: event.id, title: event.title, start: event.start_date, live: event.next_occurrence?.status === 'IN_PROGRESS' || (event.start_date <= now && event.next_occurrence !== null) }))
        .filter((event) => event.live || event.start > now)
        .sort((a, b) => Number(b.live) - Number(a.live) || a.start - b.start)
        .slice(0, UPCOMING_LIVE_EVENTS);
    },
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
