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
  /** A live event's cover (the publisher's own upload), or absent. */
  cover_image?: Record<string, unknown> | null;
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
  /** The newest comment stream id of this occurrence (monotonic; 0 before any comment). */
  comment_seq?: number;
  /** When the live session started and ended (epoch ms). */
  started_at?: number | null;
  ended_at?: number | null;
}

/** Live events are the events of these types (spec 3 §5); the others are workshops' events. */
export const LIVE_EVENT_TYPES = ['LIVE_STREAM', 'AUDIO_STREAM'] as const;
export const isLiveEventType = (type: unknown) => (LIVE_EVENT_TYPES as readonly unknown[]).includes(type);

export const attendeesOf = (eventId: string) => `${EVENTS_COLLECTION}/${eventId}/attendees`;
export const commentsOf = (eventId: string, occurrenceId: string) => `${occurrencesOf(eventId)}/${occurrenceId}/comments`;
export const promoCardsOf = (eventId: string) => `${EVENTS_COLLECTION}/${eventId}/promo_cards`;
/** The copy the publisher's dashboard reads (menu facts, spec 1 §2): one row per live event they host. */
export const hostedEventsOf = (uid: string) => `users/${uid}/live_events`;

/** Someone who joined an event's session (spec 3 §7 attendees, selected meditators). */
export interface AttendeeRecord extends DocData {
  id: string;
  name: string;
  username: string | null;
  has_avatar: boolean;
  joined_at: number;
}

/** A promo card shown during a session (spec 3 §3). */
export interface PromoCardRecord extends DocData {
  id: string;
  occurrence_id: string;
  type: string;
  item_id: string;
  ttl: number;
  shown_at: number;
  hidden_at: number | null;
  /** The shown item's title as the host's item had it when shown (viewers read it on the card). */
  title?: string;
}
