import type { DocData } from '../../../backend/ports';

/** Top-level, server-owned: the documents API does not serve it. Occurrences live below each event. */
export const EVENTS_COLLECTION = 'events';
export const occurrencesOf = (eventId: string) => `${EVENTS_COLLECTION}/${eventId}/occurrences`;

/** Content types and delivery types an event may have (spec 3 §5 Live event, §3 workshop event_type). */
export const EVENT_CONTENT_TYPES = ['YOGA', 'GUIDED', 'TALK', 'MUSIC'] as const;
export const EVENT_TYPES = ['LIVE_STREAM', 'AUDIO_STREAM', 'ZOOM', 'IN_PERSON', 'ZOOM_OR_IN_PERSON'] as const;
/** spec 3 §5: the default duration of an event. */
export const DEFAULT_DURATION_MINS = 15;

export interface EventRecord extends DocData {
  id: string;
  title: string;
  description: string;
  language_code: string;
  /** Epoch milliseconds. */
  start_date: number;
  end_date: number | null;
  duration_mins: number;
  tags: string[];
  content_type: string | null;
  type: string;
  status: 'APPROVED' | 'CANCELLED' | 'PENDING' | 'BLOCKED';
  has_ended: boolean;
  owner: string;
  /** The workshop the event belongs to, when a workshop created it. */
  shop_product_id: string | null;
  event_curated_image_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface OccurrenceRecord extends DocData {
  id: string;
  event_id: string;
  /** Epoch milliseconds. */
  start_date: number;
  end_date: number;
  /** spec 3 §4 occurrence progress. */
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'ENDED';
  is_commenting_enabled: boolean;
  meta: { stats: Record<string, number> };
}
