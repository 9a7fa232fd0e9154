import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser } from '../../../backend/ports';
import { nextLiveEventStatus, type LiveEventStatus, type LiveEventStatusEvent } from '../../../../machines/liveEventStatusMachine';
import type { LiveEventCreateBody, LiveEventPatchBody } from '../../../domain/live/liveEventForm';
import { generateId, type DocumentStore } from '../../db/DocumentStore';
import { HttpError, notFound } from '../../http/HttpError';
import {
  attendeesOf,
  EVENTS_COLLECTION,
  hostedEventsOf,
  isLiveEventType,
  occurrencesOf,
  type AttendeeRecord,
  type EventRecord,
  type OccurrenceRecord,
} from './eventRecords';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;
type Caller = Pick<AuthUser, 'uid' | 'isAdmin'>;

/** spec 3 §9: meditators with avatar limit 44. */
export const MEDITATORS_AVATAR_LIMIT = 44;
/** Occurrence actions the host screen sends (spec 3 §7; END_SESSION is the spec's, the others ours). */
export const OCCURRENCE_ACTIONS = ['START_SESSION', 'END_SESSION', 'ENABLE_COMMENTS', 'DISABLE_COMMENTS'] as const;
export type OccurrenceAction = (typeof OCCURRENCE_ACTIONS)[number];

const tokenPath = (eventId: string, occurrenceId: string) => `${EVENTS_COLLECTION}/${eventId}/broadcast_tokens/${occurrenceId}`;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a viewer may read of a live event: no owner-only facts. */
export interface LiveEventView {
  id: string;
  title: string;
  description: string;
  type: string;
  status: string;
  has_ended: boolean;
  start_date: number;
  duration_mins: number;
  owner: string;
  occurrence: Pick<OccurrenceRecord, 'id' | 'status' | 'is_commenting_enabled' | 'started_at'> | null;
}

/**
 * Live events (spec 3 §7 live-events calls, occurrence actions, attendees, selected meditators). Writes
 * are the owner's (or an admin's); others are told the event does not exist. Viewers, any signed-in user,
 * read an approved event's public view and join its session.
 */
export function liveEventsStore(store: Store, now: () => number = Date.now) {
  const eventAt = async (id: string) => (await store.get(`${EVENTS_COLLECTION}/${id}`))?.data as EventRecord | undefined;
  const occurrencesAt = async (eventId: string) =>
    (await store.query(occurrencesOf(eventId), { orderBy: [['start_date', 'asc']] })).map((doc) => doc.data as OccurrenceRecord);

  const ownLiveEvent = async (caller: Caller, id: string): Promise<EventRecord> => {
    const event = await eventAt(id);
    if (!event || !isLiveEventType(event.type) || (!caller.isAdmin && event.owner !== caller.uid)) throw notFound('Event not found');
    return event;
  };

  const canHost = async (uid: string) =>
    (await store.get(`users/${uid}`))?.data.canHostLiveStream === true || (await store.get(`users/${uid}/private/settings`))?.data.can_host_livestream === true;

  const decide = async (caller: Caller, event: EventRecord | undefined, action: LiveEventStatusEvent): Promise<LiveEventStatus> => {
    const decision = nextLiveEventStatus(event?.status, { isAdmin: caller.isAdmin, canHostLiveStream: await canHost(caller.uid) }, action);
    if ('error' in decision) throw new HttpError(409, decision.error);
    return decision.status;
  };

  // The publisher's own copy, which the dashboard's menu reads (has events, has hosted finished events).
  const mirror = async (event: EventRecord) =>
    await store.set(`${hostedEventsOf(event.owner)}/${event.id}`, { id: event.id, title: event.title, start_date: event.start_date, has_ended: event.has_ended, status: event.status, type: event.type });

  const save = async (event: EventRecord) => {
    await store.set(`${EVENTS_COLLECTION}/${event.id}`, event);
    await mirror(event);
    return event;
  };

  const nextOccurrence = async (eventId: string) => {
    const all = await occurrencesAt(eventId);
    return all.find((o) => o.status === 'IN_PROGRESS') ?? all.find((o) => o.status === 'SCHEDULED') ?? all[all.length - 1] ?? null;
  };

  const ownOccurrence = async (caller: Caller, eventId: string, occurrenceId: string) => {
    const event = await ownLiveEvent(caller, eventId);
    const occurrence = (await store.get(`${occurrencesOf(eventId)}/${occurrenceId}`))?.data as OccurrenceRecord | undefined;
    if (!occurrence) throw notFound('Occurrence not found');
    return { event, occurrence };
  };

  const setOccurrence = async (occurrence: OccurrenceRecord) => await store.set(`${occurrencesOf(occurrence.event_id)}/${occurrence.id}`, occurrence);

  const page = <T>(items: T[], offset: number, limit: number) => ({ data: items.slice(offset, offset + limit), total: items.length, offset, limit });

  return {
    async create(caller: Caller, body: LiveEventCreateBody): Promise<EventRecord> {
      const stamp = now();
      const { cover_image, ...fields } = body;
      const event: EventRecord = {
        ...fields,
        end_date: body.start_date + body.duration_mins * 60_000,
        shop_product_id: null,
        id: generateId(),
        status: await decide(caller, undefined, { type: 'event.create' }),
        has_ended: false,
        owner: caller.uid,
        event_curated_image_id: null,
        cover_image: cover_image ?? null,
        created_at: stamp,
        updated_at: stamp,
      };
      await save(event);
      // A live event has one session: its occurrence spans the start and the duration.
      await setOccurrence({ id: generateId(), event_id: event.id, start_date: event.start_date, end_date: event.end_date!, status: 'SCHEDULED', is_commenting_enabled: true, meta: { stats: {} }, comment_seq: 0 });
      return event;
    },

    async patch(caller: Caller, id: string, patch: (current: LiveEventCreateBody) => LiveEventPatchBody): Promise<EventRecord> {
      const current = await ownLiveEvent(caller, id);
      const status = await decide(caller, current, { type: 'event.update' });
      const fields = patch({ ...current, content_type: current.content_type ?? '' });
      return save({ ...current, ...fields, status, updated_at: now() });
    },

    async cancel(caller: Caller, id: string): Promise<EventRecord> {
      const current = await ownLiveEvent(caller, id);
      return save({ ...current, status: await decide(caller, current, { type: 'event.cancel' }), updated_at: now() });
    },

    /** The caller's live events, newest start first (spec 3 §9 events 20 a page, host lists up to 1000). */
    async hosted(caller: Caller, offset: number, limit: number) {
      const rows = (await store
        .query(EVENTS_COLLECTION, { where: [['owner', '==', caller.uid]], orderBy: [['start_date', 'desc']], limit: 1000 }))
        .map((doc) => doc.data as EventRecord)
        .filter((event) => isLiveEventType(event.type));
      const answer = page(rows, offset, limit);
      return { ...answer, data: await Promise.all(answer.data.map(async (event) => ({ ...event, next_occurrence: await nextOccurrence(event.id) }))) };
    },

    /** The event with its coming occurrences, for the owner (the edit form, the host screen). */
    async own(caller: Caller, id: string) {
      const event = await ownLiveEvent(caller, id);
      return { ...event, next_occurrences: (await occurrencesAt(id)).filter((o) => o.status !== 'ENDED') };
    },

    /** What any signed-in viewer reads; a cancelled, blocked or pending event is not public. */
    async view(caller: Caller, id: string): Promise<LiveEventView> {
      const event = await eventAt(id);
      const isOwner = event && (caller.isAdmin || event.owner === caller.uid);
      if (!event || !isLiveEventType(event.type) || (!isOwner && event.status !== 'APPROVED')) throw notFound('Event not found');
      const occurrence = await nextOccurrence(id);
      return {
        id,
        title: event.title,
        description: event.description,
        type: event.type,
        status: event.status,
        has_ended: event.has_ended,
        start_date: event.start_date,
        duration_mins: event.duration_mins,
        owner: event.owner,
        occurrence: occurrence && { id: occurrence.id, status: occurrence.status, is_commenting_enabled: occurrence.is_commenting_enabled, started_at: occurrence.started_at ?? null },
      };
    },

    /**
     * POST /events/{id}/occurrences/{occId} (spec 3 §7): START_SESSION answers the broadcast token (only an
     * approved event, not ended, starts); END_SESSION ends the session and the event; the comment switches.
     */
    async occurrenceAction(caller: Caller, eventId: string, occurrenceId: string, action: OccurrenceAction): Promise<{ token?: string; occurrence: OccurrenceRecord }> {
      const { event, occurrence } = await ownOccurrence(caller, eventId, occurrenceId);
      if (action === 'ENABLE_COMMENTS' || action === 'DISABLE_COMMENTS') {
        const next = { ...occurrence, is_commenting_enabled: action === 'ENABLE_COMMENTS' };
        await setOccurrence(next);
        return { occurrence: next };
      }
      if (action === 'START_SESSION') {
        if (event.status !== 'APPROVED') throw new HttpError(409, `Cannot go live: the event is ${event.status}`);
        if (occurrence.status === 'ENDED' || event.has_ended) throw new HttpError(409, 'Cannot go live: this session has ended');
        const token = randomBytes(24).toString('base64url');
        await store.set(tokenPath(eventId, occurrenceId), { hash: hash(token) });
        const next: OccurrenceRecord = { ...occurrence, status: 'IN_PROGRESS', started_at: occurrence.started_at ?? now() };
        await setOccurrence(next);
        return { token, occurrence: next };
      }
      if (occurrence.status !== 'IN_PROGRESS') throw new HttpError(409, 'Cannot end a session that is not live');
      await store.delete(tokenPath(eventId, occurrenceId));
      const next: OccurrenceRecord = { ...occurrence, status: 'ENDED', ended_at: now() };
      await setOccurrence(next);
      const more = (await occurrencesAt(eventId)).some((o) => o.status !== 'ENDED');
      if (!more) await save({ ...event, has_ended: true, updated_at: now() });
      return { occurrence: next };
    },

    /** Whether `token` is the broadcast token of a live occurrence (the ingest's check). */
    async checkBroadcastToken(eventId: string, occurrenceId: string, token: string | null): Promise<void> {
      const stored = (await store.get(tokenPath(eventId, occurrenceId)))?.data.hash;
      if (!token || typeof stored !== 'string' || stored !== hash(token)) throw new HttpError(403, 'Invalid broadcast token');
    },

    /** A viewer joins the session: counted once per person among the attendees. */
    async join(caller: Caller, eventId: string, person: { name: string; username: string | null; has_avatar: boolean }): Promise<AttendeeRecord> {
      const view = await this.view(caller, eventId);
      const path = `${attendeesOf(view.id)}/${caller.uid}`;
      const known = (await store.get(path))?.data as AttendeeRecord | undefined;
      const record: AttendeeRecord = known ?? { id: caller.uid, ...person, joined_at: now() };
      if (!known) {
        await store.set(path, record);
        if (view.occurrence) {
          const occurrence = (await store.get(`${occurrencesOf(eventId)}/${view.occurrence.id}`))!.data as OccurrenceRecord;
          const stats = { ...occurrence.meta.stats, attendees: (occurrence.meta.stats.attendees ?? 0) + 1 };
          await setOccurrence({ ...occurrence, meta: { ...occurrence.meta, stats } });
        }
      }
      return record;
    },

    async attendees(caller: Caller, eventId: string, offset: number, limit: number) {
      await ownLiveEvent(caller, eventId);
      const all = (await store.query(attendeesOf(eventId), { orderBy: [['joined_at', 'asc']], limit: 1000 })).map((doc) => doc.data as AttendeeRecord);
      return page(all, offset, limit);
    },

    /** Attendees with an avatar, at most 44 a page (spec 3 §9). */
    async selectedMeditators(caller: Caller, eventId: string, occurrenceId: string, offset: number, limit: number) {
      await ownOccurrence(caller, eventId, occurrenceId);
      const withAvatars = (await store.query(attendeesOf(eventId), { orderBy: [['joined_at', 'asc']], limit: 1000 })).map((doc) => doc.data as AttendeeRecord).filter((a) => a.has_avatar);
      return page(withAvatars, offset, Math.min(limit, MEDITATORS_AVATAR_LIMIT));
    },

    ownOccurrence,
    ownLiveEvent,
    async requireOccurrence(eventId: string, occurrenceId: string): Promise<OccurrenceRecord> {
      const occurrence = (await store.get(`${occurrencesOf(eventId)}/${occurrenceId}`))?.data as OccurrenceRecord | undefined;
      if (!occurrence) throw notFound('Occurrence not found');
      return occurrence;
    },
    setOccurrence,
  };
}

export type LiveEventsStore = ReturnType<typeof liveEventsStore>;
