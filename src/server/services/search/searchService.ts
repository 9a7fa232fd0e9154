import { badRequest } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { searchPublishers } from './publisherSearch';
import { searchVenues, VENUE_CATALOGUE, type RetreatVenue } from './venueCatalogue';

/** Spec 2 §9: the venue picker loads pages of 50. */
export const VENUE_PAGE_SIZE = 50;
const MAX_QUERY = 200;

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw)) throw badRequest(`${name} must be a whole number`);
  return Math.min(Number(raw), max);
}

function queryParam(url: URL): string {
  const query = url.searchParams.get('query') ?? '';
  if (query.length > MAX_QUERY) throw badRequest(`query must be at most ${MAX_QUERY} characters`);
  return query;
}

// Spec 2 §7: each item has item_summary.retreat_venue_summary.
const venueItem = (venue: RetreatVenue) => ({ id: venue.id, item_summary: { retreat_venue_summary: venue } });

function page(venues: readonly RetreatVenue[], url: URL) {
  const offset = intParam(url, 'offset', 0, 1_000_000);
  const limit = intParam(url, 'limit', VENUE_PAGE_SIZE, VENUE_PAGE_SIZE);
  const items = venues.slice(offset, offset + limit).map(venueItem);
  return { items, offset, limit, total: venues.length, has_more: offset + items.length < venues.length };
}

/**
 * The filtering and search services (spec 3 §7), relative to `/svc/search`: the retreat venue listing
 * (`/retreat-venues/filter`, offset and limit ≤ 50) and search (`/retreat-venues/search`, with query),
 * and the publisher search for a retreat's co-host (`/publishers/search`, query, limit ≤ 50, approved_only).
 */
export function searchService(ctx: Pick<ServerContext, 'docs'>): Router {
  return new Router()
    .add('GET', '/retreat-venues/filter', ({ res, url }) => sendJson(res, 200, { data: page(VENUE_CATALOGUE, url) }))
    .add('GET', '/retreat-venues/search', ({ res, url }) => sendJson(res, 200, { data: page(searchVenues(queryParam(url)), url) }))
    .add('GET', '/publishers/search', async ({ res, url, user }) => {
      const approvedOnly = url.searchParams.get('approved_only') === 'true';
      const limit = intParam(url, 'limit', 20, 50);
      sendJson(res, 200, { data: await searchPublishers(ctx.docs, user.uid, queryParam(url), { approvedOnly, limit }) });
    });
}
