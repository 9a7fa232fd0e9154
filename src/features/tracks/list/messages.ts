import type { TrackFilterGroup, TrackSort } from '../../../domain/tracks/trackListQuery';

/** The track lists' UI text (English), kept together so the conversion to src/lib/i18n is mechanical. */
export const TRACK_LIST_MESSAGES = {
  uploadAudio: 'Upload audio track',
  uploadVideo: 'Upload video track',
  filterLabel: 'Show',
  sortLabel: 'Sort by',
  tableLabel: { free: 'Tracks', premium: 'Premium tracks' },
  columns: { view: 'View', date: 'Date', title: 'Title', status: 'Status', delete: 'Delete' },
  view: 'View',
  viewLabel: (title: string) => `View ${title}`,
  deleteLabel: (title: string) => `Delete ${title}`,
  untitled: 'Untitled track',
  empty: 'Data not found',
  pagerLabel: 'Pages',
  confirmTitle: 'Confirm Deletion',
  confirmMessage: 'Are you sure you want to delete this track? This action cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
} as const;

/** The filter groups' labels (spec 1 §4). */
export const FILTER_LABELS: Record<TrackFilterGroup, string> = { all: 'All', draft: 'Draft', pending: 'Pending', published: 'Published', removed: 'Removed' };

/** The seven sorts' labels (spec 1 §9). */
export const SORT_LABELS: Record<TrackSort, string> = {
  newest: 'Newest',
  title: 'Title',
  highest_rated: 'Highest rated',
  popular: 'Popular',
  most_played: 'Most played',
  shortest: 'Shortest',
  longest: 'Longest',
};
