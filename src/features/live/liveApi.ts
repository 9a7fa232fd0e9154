import type { CallOptions, ServiceClient } from '../../backend/http/createServiceClient';
import type { Backend } from '../../backend/ports';
import type { WhipIngress } from './broadcast/broadcastEngine';
import type { LiveComment, ModerationAction } from '../../domain/live/liveComments';
import type { LiveEventCreateBody, LiveEventPatchBody } from '../../domain/live/liveEventForm';
import { isShowableEvent, isShowableItem, PROMO_ITEM_STATUS, type PromoCardType } from '../../domain/live/promoCards';

/** A live event as the events service answers it (spec 3 §3). */
export interface LiveEvent {
  id: string;
  title: string;
  description: string;
  language_code: string;
  start_date: number;
  duration_mins: number;
  tags: string[];
  content_type: string | null;
  type: 'LIVE_STREAM' | 'AUDIO_STREAM';
  status: 'APPROVED' | 'CANCELLED' | 'PENDING' | 'BLOCKED';
  has_ended: boolean;
  owner: string;
  cover_image?: Record<string, unknown> | null;
}

/** An occurrence (spec 3 §3): its progress, the commenting switch and its stats. */
export interface LiveOccurrence {
  id: string;
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'ENDED';
  is_commenting_enabled: boolean;
  started_at?: number | null;
  meta?: { stats: Record<string, number> };
}

export interface Page<T> {
  data: T[];
  total: number;
  offset: number;
  limit: number;
}

/** What a viewer reads of an event. */
export interface LiveEventView extends Pick<LiveEvent, 'id' | 'title' | 'description' | 'type' | 'status' | 'has_ended' | 'start_date' | 'duration_mins' | 'owner'> {
  occurrence: LiveOccurrence | null;
  /** With LiveKit: the egress's live playlist (another origin); absent on the local path. */
  playback_url?: string;
}

export interface PromoCardRecord {
  id: string;
  occurrence_id: string;
  type: PromoCardType;
  item_id: string;
  ttl: number;
  shown_at: number;
  hidden_at: number | null;
  /** The item's title, as the events service read it when the card was shown. */
  title?: string;
}

/** One of the host's items a promo card may show, with its title. */
export interface PromoItem {
  id: string;
  title: string;
  /** What it is, for grouping in the picker. */
  kind: 'retreat' | 'workshop' | 'course' | 'event';
}

/** The host's items per card type (what the picker offers; the events service accepts the same ones). */
export type PromoItems = Record<'SHOP_PRODUCT' | 'COURSE' | 'EVENT', PromoItem[]>;

const byTitle = (a: PromoItem, b: PromoItem) => a.title.localeCompare(b.title);

const id = encodeURIComponent;
const occurrencePath = (eventId: string, occurrenceId: string) => `api/v1/events/${id(eventId)}/occurrences/${id(occurrenceId)}`;

/** The live-event calls of the events service (spec 3 §7 and the local broadcast path). */
export function liveApi(client: ServiceClient, backend: Pick<Backend, 'serviceUrls' | 'auth' | 'documents'>) {
  const hosted = (offset: number, limit: number) => client.request<Page<LiveEvent & { next_occurrence: LiveOccurrence | null }>>('get', 'api/v1/live-events', { searchParams: { offset, limit } });
  return {
    create: (body: LiveEventCreateBody, options?: CallOptions) => client.request<LiveEvent>('post', 'api/v1/live-events', { ...options, json: body }),
    update: (eventId: string, body: LiveEventPatchBody, options?: CallOptions) => client.request<LiveEvent>('patch', `api/v1/live-events/${id(eventId)}`, { ...options, json: body }),
    cancel: (eventId: string) => client.request<LiveEvent>('post', `api/v1/live-events/${id(eventId)}`, { json: { action: 'CANCEL' } }),
    hosted,
    /**
     * The host's items a promo card may show (spec 3 §4: retreat, course, live event): approved retreats
     * and workshops, published courses, the host's other approved upcoming live events (host lists up to
     * 1000, spec 3 §9), each with its title.
     */
    async promoItems(uid: string, eventId: string): Promise<PromoItems> {
      const { documents } = backend;
      const [retreats, products, library, events] = await Promise.all([
        documents.query(`users/${uid}/retreats`, { where: [['status', '==', PROMO_ITEM_STATUS.retreat]], limit: 1000 }).catch(() => []),
        documents.query(`users/${uid}/shop_products`, { where: [['status', '==', PROMO_ITEM_STATUS.workshop]], limit: 1000 }).catch(() => []),
        documents.query(`users/${uid}/library_items`, { where: [['status', '==', PROMO_ITEM_STATUS.course]], limit: 1000 }).catch(() => []),
        hosted(0, 1000).catch(() => null),
      ]);
      const titled = (kind: PromoItem['kind']) => (doc: { id: string; data: Record<string, unknown> }): PromoItem => ({ id: doc.id, title: typeof doc.data.title === 'string' && doc.data.title ? doc.data.title : doc.id, kind });
      return {
        SHOP_PRODUCT: [
          ...retreats.filter((d) => isShowableItem('retreat', d.data)).map(titled('retreat')).sort(byTitle),
          ...products.filter((d) => isShowableItem('workshop', d.data)).map(titled('workshop')).sort(byTitle),
        ],
        COURSE: library.filter((d) => isShowableItem('course', d.data)).map(titled('course')).sort(byTitle),
        EVENT: (events?.data ?? []).filter((e) => isShowableEvent(e, eventId, e.id)).map((e) => ({ id: e.id, title: e.title, kind: 'event' as const })),
      };
    },
    own: (eventId: string, options?: CallOptions) => client.request<LiveEvent & { next_occurrences: LiveOccurrence[] }>('get', `api/v1/live-events/${id(eventId)}`, options),
    view: (eventId: string, options?: CallOptions) => client.request<LiveEventView>('get', `api/v1/events/${id(eventId)}/live`, options),
    /** spec 3 §7/§8: the occurrence action; START_SESSION answers the token (the caller logs a missing one). */
    occurrenceAction: (eventId: string, occurrenceId: string, action: string, options?: CallOptions) =>
      client.request<{ token?: string; ingress?: WhipIngress; occurrence: LiveOccurrence }>('post', occurrencePath(eventId, occurrenceId), { ...options, json: { action, record_test_event: false } }),
    join: (eventId: string, occurrenceId: string) => client.request<unknown>('post', `${occurrencePath(eventId, occurrenceId)}/join`, { quiet: true }),
    attendees: (eventId: string, offset: number, limit: number) => client.request<Page<unknown>>('get', `api/v1/events/${id(eventId)}/attendees`, { searchParams: { offset, limit }, quiet: true }),
    postComment: (eventId: string, occurrenceId: string, comment: string) => client.request<LiveComment>('post', `${occurrencePath(eventId, occurrenceId)}/comments`, { json: { comment } }),
    moderate: (eventId: string, occurrenceId: string, commentId: string, action: ModerationAction) =>
      client.request<LiveComment>('post', `${occurrencePath(eventId, occurrenceId)}/comments/${id(commentId)}`, { json: { action } }),
    latestComments: (eventId: string, occurrenceId: string) => client.request<{ data: LiveComment[] }>('get', `${occurrencePath(eventId, occurrenceId)}/comments`),
    showPromoCard: (eventId: string, body: { id: string; occurrence_id: string; type: PromoCardType; item_id: string; ttl: number }) =>
      client.request<PromoCardRecord>('post', `api/v1/events/${id(eventId)}/promo-cards`, { json: { ...body, action: 'SHOW' } }),
    hidePromoCard: (eventId: string, promoId: string) => client.request<PromoCardRecord>('post', `api/v1/events/${id(eventId)}/promo-cards/${id(promoId)}`, { json: { action: 'HIDE' }, quiet: true }),
    /** One recorded chunk of the local broadcast, numbered from 0, with the session's token. */
    async sendChunk(eventId: string, occurrenceId: string, seq: number, chunk: Blob, token: string): Promise<void> {
      const bearer = await backend.auth.getIdToken();
      const answer = await fetch(`${backend.serviceUrls.events}/${occurrencePath(eventId, occurrenceId)}/broadcast/${seq}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-broadcast-token': token, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: chunk,
      });
      if (!answer.ok) throw new Error(`Chunk ${seq} refused (${answer.status})`);
    },
    /** The comment stream's URL (EventSource sends no headers: the token goes in the query). */
    async streamUrl(eventId: string, occurrenceId: string): Promise<string> {
      const bearer = (await backend.auth.getIdToken()) ?? '';
      return `${backend.serviceUrls.events}/${occurrencePath(eventId, occurrenceId)}/comments/stream?access_token=${id(bearer)}`;
    },
    hlsUrl: (eventId: string, occurrenceId: string) => `${backend.serviceUrls.events}/${occurrencePath(eventId, occurrenceId)}/hls/index.m3u8`,
    bearer: () => backend.auth.getIdToken(),
  };
}

export type LiveApi = ReturnType<typeof liveApi>;
