import { STATUS_FILTER_GROUPS, type StatusFilterKey } from '../../../machines/libraryItemStatus';

/** The track list's filter groups (All, Draft, Pending, Published, Removed), exactly as spec 1 §4 maps statuses: machines/libraryItemStatus.ts. */
export type TrackFilterGroup = StatusFilterKey;
export const TRACK_FILTER_GROUP_NAMES: readonly TrackFilterGroup[] = STATUS_FILTER_GROUPS.map((g) => g.key);

/** The seven sorts of spec 1 §9. */
export const TRACK_SORTS = ['newest', 'title', 'highest_rated', 'popular', 'most_played', 'shortest', 'longest'] as const;
export type TrackSort = (typeof TRACK_SORTS)[number];

/** Spec 1 §9: track lists come in pages of 20. */
export const TRACK_PAGE_SIZE = 20;

/** One query of a publisher's track list (spec 1 §7: paged, with status, isPremium and sortBy). */
export interface TrackListQuery {
  isPremium: boolean;
  status: TrackFilterGroup;
  sortBy: TrackSort;
  /** 1-based. */
  page: number;
}

export const isTrackFilterGroup = (v: unknown): v is TrackFilterGroup => typeof v === 'string' && (TRACK_FILTER_GROUP_NAMES as readonly string[]).includes(v);
export const isTrackSort = (v: unknown): v is TrackSort => typeof v === 'string' && (TRACK_SORTS as readonly string[]).includes(v);
