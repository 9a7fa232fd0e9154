import type { EventsApi } from '../../../backend/http/services/events';

interface WorkshopDate {
  date: string;
  start_time: string;
  end_time: string;
}

/** One occurrence per workshop date, as instants: the times are the publisher's, read in the browser's time zone. */
export function occurrencesOf(dates: unknown): Array<{ start_date: number; end_date: number }> {
  if (!Array.isArray(dates)) return [];
  return (dates as WorkshopDate[])
    .map((d) => ({ start_date: new Date(`${d.date}T${d.start_time}:00`).getTime(), end_date: new Date(`${d.date}T${d.end_time}:00`).getTime() }))
    .filter((o) => Number.isFinite(o.start_date) && Number.isFinite(o.end_date))
    .sort((a, b) => a.start_date - b.start_date);
}

function eventFields(productId: string, fields: Record<string, unknown>) {
  const occurrences = occurrencesOf(fields.dates);
  const first = occurrences[0];
  const last = occurrences[occurrences.length - 1];
  const lang = fields.lang as { iso_639_1?: string } | undefined;
  return {
    title: String(fields.title ?? ''),
    description: String(fields.short_description ?? ''),
    language_code: lang?.iso_639_1 ?? 'en',
    start_date: first?.start_date ?? Date.now(),
    end_date: last?.end_date ?? null,
    tags: Array.isArray(fields.hashtags) ? fields.hashtags : [],
    duration_mins: first ? Math.max(1, Math.round((first.end_date - first.start_date) / 60_000)) : 60,
    content_type: fields.content_type ?? null,
    type: fields.event_type ?? 'ZOOM',
    shop_product_id: productId,
    occurrences,
  };
}

/**
 * Spec 3 §4: a workshop's event is created first, then updated with its occurrences (one per date).
 * Once it exists the dates are locked, so a later save only updates its texts. Answers a new event's id.
 */
export async function syncWorkshopEvent(events: EventsApi, productId: string, eventId: string | undefined, fields: Record<string, unknown>): Promise<string | undefined> {
  const { occurrences, ...event } = eventFields(productId, fields);
  if (eventId) {
    await events.updateEvent(eventId, event, { quiet: true });
    return undefined;
  }
  const created = await events.createEvent(event, { quiet: true });
  if (!created?.id) throw new Error('The event was not created');
  await events.updateEvent(created.id, { ...event, occurrences }, { quiet: true });
  return created.id;
}
