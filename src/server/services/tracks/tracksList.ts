import type { DocData } from '../../../backend/ports';
import { isLibraryItemStatus, matchesStatusFilter, statusLabel } from '../../../../machines/libraryItemStatus';
import { TRACK_PAGE_SIZE, type TrackListQuery, type TrackSort } from '../../../domain/tracks/trackListQuery';
import { trackTypeOf } from '../../../domain/tracks/trackVariants';
import type { DocumentStore } from '../../db/DocumentStore';

type Store = Pick<DocumentStore, 'query'>;

/** One row of /audio or /premium-tracks. */
export interface TrackRow {
  id: string;
  title: string;
  status: string;
  status_label: string;
  track_type: string;
  created_at: unknown;
  media_length: number | null;
}

/** A page of the list: its rows, how many tracks the filter holds, the page and its size. */
export interface TrackPage {
  rows: TrackRow[];
  total: number;
  page: number;
  page_size: number;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const epoch = (d: DocData) => num((d.created_at as { epoch?: unknown } | undefined)?.epoch);
const title = (d: DocData) => (typeof d.title === 'string' ? d.title : '');

// Each sort, then newest first among equals, so pages never shuffle. Ratings and plays are the
// platform's counters on the item (rating_average, favorites_count, play_count); 0 until it has any.
const ORDER: Record<TrackSort, (a: DocData, b: DocData) => number> = {
  newest: (a, b) => epoch(b) - epoch(a),
  title: (a, b) => title(a).localeCompare(title(b), 'en', { sensitivity: 'base' }),
  highest_rated: (a, b) => num(b.rating_average) - num(a.rating_average),
  popular: (a, b) => num(b.favorites_count) - num(a.favorites_count),
  most_played: (a, b) => num(b.play_count) - num(a.play_count),
  shortest: (a, b) => num(a.media_length) - num(b.media_length),
  longest: (a, b) => num(b.media_length) - num(a.media_length),
};

/** The caller's tracks of one kind (free or premium), filtered by status group, sorted and paged (spec 1 §4, §7, §9). */
export async function listTracks(store: Store, uid: string, query: TrackListQuery): Promise<TrackPage> {
  const docs = (await store
    .query(`users/${uid}/library_items`, {}))
    .filter(({ data }) => {
      const type = trackTypeOf(data);
      if (!type || (type !== 'FREE_AUDIO') !== query.isPremium) return false;
      const status = String(data.status ?? 'DRAFT');
      return isLibraryItemStatus(status) && matchesStatusFilter(query.status, status);
    })
    .sort((a, b) => ORDER[query.sortBy](a.data, b.data) || epoch(b.data) - epoch(a.data));
  const start = (query.page - 1) * TRACK_PAGE_SIZE;
  const rows = docs.slice(start, start + TRACK_PAGE_SIZE).map(({ id, data }) => {
    const status = String(data.status ?? 'DRAFT');
    return {
      id,
      title: title(data),
      status,
      status_label: isLibraryItemStatus(status) ? statusLabel(status) : status,
      track_type: trackTypeOf(data) ?? '',
      created_at: data.created_at ?? null,
      media_length: typeof data.media_length === 'number' ? data.media_length : null,
    };
  });
  return { rows, total: docs.length, page: query.page, page_size: TRACK_PAGE_SIZE };
}
