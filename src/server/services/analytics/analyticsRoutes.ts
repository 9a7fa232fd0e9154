import { badRequest, permissionDenied } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendEmpty, sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { timestamp } from '../../seed/timestamp';

/** Where events are kept: a root the documents API does not know, so only these calls read or write it. */
const EVENTS = 'analytics_events';
/** Spec 1 §7: the two kinds of analytics events. */
const TYPES = ['page_view', 'click'] as const;
const MAX_BATCH = 50;
const DAY_MS = 86_400_000;

interface StoredEvent {
  uid: string;
  type: (typeof TYPES)[number];
  path: string;
  target: string | null;
  at: { epoch: number };
}

function parseEvent(value: unknown, index: number): Omit<StoredEvent, 'uid' | 'at'> {
  const event = value as Record<string, unknown>;
  const where = `events[${index}]`;
  if (!event || typeof event !== 'object') throw badRequest(`Invalid ${where}: must be an object`);
  if (!TYPES.includes(event.type as StoredEvent['type'])) throw badRequest(`Invalid ${where}.type: must be page_view or click`);
  if (typeof event.path !== 'string' || !event.path.startsWith('/') || event.path.length > 300) throw badRequest(`Invalid ${where}.path: must be a path of at most 300 characters`);
  if (event.target !== undefined && (typeof event.target !== 'string' || event.target.length > 120)) throw badRequest(`Invalid ${where}.target: must be text of at most 120 characters`);
  // The query is dropped: it may carry ids or search text that analytics has no use for.
  return { type: event.type as StoredEvent['type'], path: event.path.split('?')[0]!, target: (event.target as string | undefined) ?? null };
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

/**
 * The analytics port's local end (spec 1 §7 'Analytics: page_view and click events'): the dashboard posts
 * batches of events, stored with the caller and the server's time; admins read a summary.
 */
export function analyticsRoutes(ctx: Pick<ServerContext, 'docs'>, now: () => number = Date.now): Router {
  return new Router()
    .add('POST', '/api/v1/analytics/events', async ({ req, res, user }) => {
      const body = await readJsonObject(req);
      if (!Array.isArray(body.events) || body.events.length === 0 || body.events.length > MAX_BATCH) throw badRequest(`Invalid events: must be a list of 1 to ${MAX_BATCH} events`);
      const events = body.events.map(parseEvent);
      const at = timestamp(new Date(now()));
      await ctx.docs.runTransaction(async (tx) => {
        for (const event of events) await tx.add(EVENTS, { uid: user.uid, ...event, at });
      });
      sendEmpty(res, 204);
    })
    .add('GET', '/api/v1/analytics/summary', async ({ res, url, user }) => {
      if (!user.isAdmin) throw permissionDenied();
      const days = Number(url.searchParams.get('days') ?? 30);
      if (!Number.isInteger(days) || days < 1 || days > 450) throw badRequest('Invalid days: must be a whole number from 1 to 450');
      const since = now() - days * DAY_MS;
      // Ordered by the range's own field, as Firestore serves a range from that field's index.
      const events = (await ctx.docs.query(EVENTS, { where: [['at.epoch', '>=', since]], orderBy: [['at.epoch', 'asc']] })).map((doc) => doc.data as unknown as StoredEvent);
      const views = events.filter((e) => e.type === 'page_view');
      const clicks = events.filter((e) => e.type === 'click');
      sendJson(res, 200, {
        data: {
          days,
          totals: { page_view: views.length, click: clicks.length, users: new Set(events.map((e) => e.uid)).size },
          pages: countBy(views, (e) => e.path).slice(0, 20).map(([path, count]) => ({ path, count })),
          clicks: countBy(clicks, (e) => `${e.path} ${e.target ?? ''}`).slice(0, 20).map(([key, count]) => ({ path: key.split(' ')[0], target: key.slice(key.indexOf(' ') + 1), count })),
        },
      });
    });
}
