import { createServiceClient } from '../../../backend/http/createServiceClient';
import type { Notifier } from '../../../backend/http/notifier';
import { searchApi } from '../../../backend/http/services/search';
import type { Backend } from '../../../backend/ports';

/** A venue as the picker shows and stores it (spec 2 §3 retreat_venue). */
export interface VenueSummary {
  id: string;
  name: string;
  type?: string;
  region?: { city?: string; country?: string };
  tags?: string[];
}

/** A publisher as the co-host search shows it (spec 2 §3 contributors). */
export interface PublisherSummary {
  id: string;
  name: string;
  first_name?: string;
  last_name?: string;
  username?: string | null;
  region?: string | null;
  is_publisher?: boolean;
  has_avatar?: boolean;
  milestone?: string | number | null;
}

export interface VenuePage {
  venues: VenueSummary[];
  hasMore: boolean;
}

/** The lookups the retreat wizard's pickers make on the filtering and search service (spec 2 §7). */
export interface RetreatLookups {
  /** One page of venues: the listing without a query, the search with one. */
  venues(query: string, offset: number, limit: number): Promise<VenuePage>;
  /** Publishers matching the query; the service never answers the caller. */
  publishers(query: string, approvedOnly: boolean): Promise<PublisherSummary[]>;
}

interface VenueAnswer {
  items?: Array<{ item_summary?: { retreat_venue_summary?: VenueSummary } }>;
  has_more?: boolean;
}

/** The lookups on the app's backend. */
export function createRetreatLookups(backend: Backend, notifier: Notifier): RetreatLookups {
  const search = searchApi(createServiceClient('search', backend, notifier));
  return {
    async venues(query, offset, limit) {
      const params = { offset, limit, ...(query ? { query } : {}) };
      const answer = ((await (query ? search.searchRetreatVenues(params) : search.filterRetreatVenues(params))) as { data?: VenueAnswer } | undefined)?.data;
      const venues = (answer?.items ?? []).flatMap((item) => (item.item_summary?.retreat_venue_summary ? [item.item_summary.retreat_venue_summary] : []));
      return { venues, hasMore: answer?.has_more === true };
    },
    async publishers(query, approvedOnly) {
      const answer = (await search.searchPublishers({ query, limit: 20, ...(approvedOnly ? { approved_only: true } : {}) })) as { data?: PublisherSummary[] } | undefined;
      return answer?.data ?? [];
    },
  };
}
