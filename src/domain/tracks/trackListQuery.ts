import type { LibraryItemStatus } from '../../../machines/libraryItemStatus';

/**
 * The track list's filter groups, exactly as spec 1 §4 maps statuses (REJECTED_EDIT is in both Pending
 * and Published: an edit of a live track was rejected, the published version is still live).
 */
export const TRACK_FILTER_GROUPS = {
  all: null,
  draft: ['DRAFT', 'REJECTED_SUBMISSION'],
  pending: ['PENDING', 'PENDING_EDIT', 'REJECTED_EDIT'],
  published: ['PUBLISHED', 'REJECTED_EDIT'],
  removed: ['REMOVED'],
} as const satisfies Record<string, readonly LibraryItemStatus[] | null>;
export type TrackFilterGroup = keyof typeof TRACK_FILTER_GROUPS;
export const TRACK_FILTER_GROUP_NAMES = Object.keys(TRACK_FILTER_GROUPS) as TrackFilterGroup[];

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

export const isTrackFilterGroup = (v: unknown): v is TrackFilterGroup => typeof v === 'string' && Object.hasOwn(TRACK_FILTER_GROUPS, v);
export const isTrackSort = (v: unknown): v is TrackSort => typeof v === 'string' && (TRACK_SORTS as readonly string[]).includes(v);
