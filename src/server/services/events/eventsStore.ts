import type { AuthUser } from '../../../backend/ports';
import { generateId, type DocumentStore } from '../../db/DocumentStore';
import { badRequest, notFound } from '../../http/HttpError';
import type { EventInput, OccurrenceInput } from './eventBodies';
import { EVENTS_COLLECTION, isLiveEventType, occurrencesOf, type EventRecord, type OccurrenceRecord } from './eventRecords';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;
type Caller = Pick<AuthUser, 'uid' | 'isAdmin'>;

/** An event as the events service answers it: the stored fields and its coming occurrences. */
export type EventAnswer = EventRecord & { next_occurrences: OccurrenceRecord[] };

/**
 * Events and their occurrences (spec 3 §7 Events service), the part workshops need: a workshop's event
 * is created first, then updated with one occurrence per date (spec 3 §4). Only the owner (or an admin)
 * reads or writes an event; anyone else is told it does not exist.
 */
export function eventsStore(store: Store, now: () => number = Date.now) {
  const listOccurrences = async (eventId: string): Promise<OccurrenceRecord[]> =>
    (await store.query(occurrencesOf(eventId), { orderBy: [['start_date', 'asc']] })).map((doc) => doc.data as OccurrenceRecord);

  const answer = async (event: EventRecord): Promise<EventAnswer> => ({
    ...event,
    next_occurrences: (await listOccurrences(event.id)).filter((o) => o.status !== 'ENDED' && o.end_date >= now()),
  });

  const ownEvent = async (caller: Caller, id: string): Promise<EventRecord> => {
    const found = (await store.get(`${EVENTS_COLLECTION}/${id}`))?.data as EventRecord | undefined;
    if (!found || (!caller.isAdmin && found.owner !== caller.uid)) throw notFound('Event not found');
    return found;
  };

  // Occurrences sent with an id keep it (and their status); new dates get new occurrences; unsent ones go.
  const replaceOccurrences = async (eventId: string, wanted: OccurrenceInput[]) => {
    const current = new Map((await listOccurrences(eventId)).map((o) => [o.id, o]));
    for (const entry of wanted) if (entry.id && !current.has(entry.id)) throw badRequest(`No occurrence ${entry.id} in this event`);
    const keep = new Set(wanted.map((entry) => entry.id).filter(Boolean));
    for (const id of current.keys()) if (!keep.has(id)) await store.delete(`${occurrencesOf(eventId)}/${id}`);
    for (const entry of wanted) {
      const previous = entry.id ? current.get(entry.id) : undefined;
      const occurrence: OccurrenceRecord = {
        id: previous?.id ?? generateId(),
        event_id: eventId,
        start_date: entry.start_date,
        end_date: entry.end_date,
        status: previous?.status ?? 'SCHEDULED',
        is_commenting_enabled: previous?.is_commenting_enabled ?? true,
        meta: previous?.meta ?? { stats: {} },
      };
      await store.set(`${occurrencesOf(eventId)}/${occurrence.id}`, occurrence);
    }
  };

  return {
    async create(caller: Caller, input: EventInput): Promise<EventAnswer> {
      const { occurrences, ...fields } = input;
      const stamp = now();
      const event: EventRecord = {
        ...fields,
        id: generateId(),
        status: 'APPROVED',
        has_ended: false,
        owner: caller.uid,
        event_curated_image_id: null,
        created_at: stamp,
        updated_at: stamp,
      };
      await store.set(`${EVENTS_COLLECTION}/${event.id}`, event);
      if (occurrences) await replaceOccurrences(event.id, occurrences);
      return answer(event);
    },

    async update(caller: Caller, id: string, input: EventInput): Promise<EventAnswer> {
      const current = await ownEvent(caller, id);
      if (current.status === 'CANCELLED') throw badRequest('This event is cancelled and cannot be changed');
      if (isLiveEventType(current.type)) throw badRequest('Live events are created and changed through /api/v1/live-events');
      const { occurrences, ...fields } = input;
      const event: EventRecord = { ...current, ...fields, updated_at: now() };
      await store.set(`${EVENTS_COLLECTION}/${id}`, event);
      if (occurrences) await replaceOccurrences(id, occurrences);
      return answer(event);
    },

    get: async (caller: Caller, id: string): Promise<EventAnswer> => answer((await ownEvent(caller, id))),
    occurrences: async (caller: Caller, id: string): Promise<OccurrenceRecord[]> => (await listOccurrences((await ownEvent(caller, id)).id)),
  };
}

export type EventsStore = ReturnType<typeof eventsStore>;
