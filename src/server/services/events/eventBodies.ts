import { badRequest } from '../../http/HttpError';
import { BodyReader } from '../bodyReader';
import { DEFAULT_DURATION_MINS, EVENT_CONTENT_TYPES, EVENT_TYPES, isLiveEventType } from './eventRecords';

// Epoch milliseconds between 2000 and 2200: a seconds value or a typo is refused, not stored.
const EPOCH = { min: 946_684_800_000, max: 7_258_118_400_000 };
const MAX_OCCURRENCES = 100;
const FIELDS = ['title', 'description', 'language_code', 'start_date', 'end_date', 'tags', 'duration_mins', 'content_type', 'type', 'shop_product_id', 'occurrences'];

export interface OccurrenceInput {
  id?: string;
  start_date: number;
  end_date: number;
}

export interface EventInput {
  title: string;
  description: string;
  language_code: string;
  start_date: number;
  end_date: number | null;
  tags: string[];
  duration_mins: number;
  content_type: string | null;
  type: string;
  shop_product_id: string | null;
  /** Absent: the occurrences stay as they are (create: none). */
  occurrences?: OccurrenceInput[];
}

/** POST /events and PUT /events/{id}: the event fields (spec 3 §7), plus its occurrences as a list of dates. */
export function eventBody(body: Record<string, unknown>): EventInput {
  const read = new BodyReader(body, FIELDS);
  const type = body.type;
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) throw badRequest('Unsupported event type selected');
  // A live event is made and changed only through /live-events, which applies the live event form's rules.
  if (isLiveEventType(type)) throw badRequest('Live events are created and changed through /api/v1/live-events');
  const start = read.integer('start_date', { required: true, ...EPOCH });
  const end = read.integer('end_date', EPOCH) ?? null;
  if (end !== null && end < start) throw badRequest('Invalid end_date: must not be before start_date');
  const occurrences = read.objects('occurrences', ['id', 'start_date', 'end_date'], { max: MAX_OCCURRENCES })?.map((entry) => {
    const id = entry.string('id', { max: 100 });
    const occurrence = { start_date: entry.integer('start_date', { required: true, ...EPOCH }), end_date: entry.integer('end_date', { required: true, ...EPOCH }) };
    if (occurrence.end_date < occurrence.start_date) throw badRequest('Invalid occurrences: an end_date is before its start_date');
    return { ...(id ? { id } : {}), ...occurrence };
  });
  return {
    title: read.string('title', { required: true, max: 200 }),
    description: read.string('description', { max: 4000 }) ?? '',
    language_code: read.string('language_code', { max: 20 }) ?? 'en',
    start_date: start,
    end_date: end,
    tags: read.strings('tags', { max: 20, itemMax: 100 }) ?? [],
    duration_mins: read.integer('duration_mins', { min: 1, max: 60 * 24 * 31 }) ?? DEFAULT_DURATION_MINS,
    content_type: read.choice('content_type', EVENT_CONTENT_TYPES) ?? null,
    type,
    shop_product_id: read.string('shop_product_id', { max: 100 }) ?? null,
    ...(occurrences ? { occurrences } : {}),
  };
}
