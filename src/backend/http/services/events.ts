import type { CallOptions, ServiceClient } from '../createServiceClient';
import type { UnstatedAnswer } from './teacherDashboard';

export interface LiveEventBody {
  title: string;
  description: string;
  language_code: string;
  /** Epoch time of the start. */
  start_date: number;
  tags: string[];
  duration_mins: number;
  content_type: string;
  type: string;
}

export interface OccurrenceActionBody {
  action: string;
  transcoding_config?: unknown;
  record_test_event?: boolean;
}

export interface PromoCardBody {
  id: string;
  occurrence_id: string;
  type: string;
  item_id: string;
  ttl: number;
}

export interface Page {
  offset: number;
  limit: number;
}

const id = encodeURIComponent;

/** Events service calls (spec 3 §7). */
export function eventsApi(client: ServiceClient) {
  return {
    createLiveEvent(body: LiveEventBody, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/live-events', { ...options, json: body });
    },
    updateLiveEvent(eventId: string, body: Pick<LiveEventBody, 'title' | 'description' | 'tags' | 'type'>, options?: CallOptions) {
      return client.request<UnstatedAnswer>('patch', `api/v1/live-events/${id(eventId)}`, { ...options, json: body });
    },
    cancelLiveEvent(eventId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `api/v1/live-events/${id(eventId)}`, { ...options, json: { action: 'CANCEL' } });
    },
    getEvent(eventId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `api/v1/events/${id(eventId)}`, options);
    },
    /** spec 3 §8: an answer without a token is logged and gives null. */
    async occurrenceAction(eventId: string, occurrenceId: string, body: OccurrenceActionBody, options?: CallOptions) {
      const answer = await client.request<{ token?: string }>(
        'post',
        `api/v1/events/${id(eventId)}/occurrences/${id(occurrenceId)}`,
        { ...options, json: body },
      );
      if (answer === undefined) return undefined;
      if (!answer?.token) {
        console.error(`No token for event ${eventId} occurrence ${occurrenceId}`);
        return null;
      }
      return answer.token;
    },
    getSelectedMeditators(eventId: string, occurrenceId: string, page: Page, options?: CallOptions) {
      return client.request<UnstatedAnswer>(
        'get',
        `api/v1/events/${id(eventId)}/occurrences/${id(occurrenceId)}/selected-meditators`,
        { ...options, searchParams: { ...page } },
      );
    },
    showPromoCard(eventId: string, body: PromoCardBody, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `api/v1/events/${id(eventId)}/promo-cards`, {
        ...options,
        json: { ...body, action: 'SHOW' },
      });
    },
    hidePromoCard(eventId: string, promoId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `api/v1/events/${id(eventId)}/promo-cards/${id(promoId)}`, {
        ...options,
        json: { action: 'HIDE' },
      });
    },
    getOccurrences(eventId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `api/v1/events/${id(eventId)}/occurrences`, options);
    },
    getAttendees(eventId: string, page: Page, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `api/v1/events/${id(eventId)}/attendees`, { ...options, searchParams: { ...page } });
    },
    createEvent(body: Record<string, unknown>, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/events', { ...options, json: body });
    },
    updateEvent(eventId: string, body: Record<string, unknown>, options?: CallOptions) {
      return client.request<UnstatedAnswer>('put', `api/v1/events/${id(eventId)}`, { ...options, json: body });
    },
  };
}

export type EventsApi = ReturnType<typeof eventsApi>;
