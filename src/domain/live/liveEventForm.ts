// The live event form (schemas/wizards/live-event) and the events service's bodies (spec 3 §7) are two
// shapes of the same fields. Both directions live here, so the browser builds the body and the server
// checks it against the form's own schemas with the same mapping.

/** The manifest id of the live event form. */
export const LIVE_EVENT_WIZARD_ID = 'live-event';

/** Spec 3 §7 POST /live-events. */
export interface LiveEventCreateBody {
  title: string;
  description: string;
  language_code: string;
  /** Epoch milliseconds. */
  start_date: number;
  tags: string[];
  duration_mins: number;
  content_type: string;
  type: string;
  cover_image?: Record<string, unknown> | null;
}

/** Spec 3 §7 PATCH /live-events/{id} takes only these; the edit form shows the rest read-only. */
export const LIVE_EVENT_PATCHABLE = ['title', 'description', 'tags', 'type'] as const;
export type LiveEventPatchBody = Pick<LiveEventCreateBody, (typeof LIVE_EVENT_PATCHABLE)[number]> & { cover_image?: Record<string, unknown> | null };

/** Form fields the edit form may not change (its time and language are the event's, set at creation). */
export const LIVE_EVENT_LOCKED_ON_EDIT = ['lang', 'content_type', 'start_day', 'start_time', 'duration_mins'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** The day and time of an instant, in the local time zone (browser) or UTC (`utc`, the server's check). */
export function dayAndTime(epoch: number, utc = false): { start_day: string; start_time: string } {
  const d = new Date(epoch);
  const [y, m, day, h, min] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];
  return { start_day: `${y}-${two(m)}-${two(day)}`, start_time: `${two(h)}:${two(min)}` };
}

/** The instant of a local day and time typed in the form (the publisher's own time zone). */
export function startEpoch(startDay: unknown, startTime: unknown): number {
  return new Date(`${String(startDay)}T${String(startTime)}:00`).getTime();
}

/** The form's data for a stored event or a body (lang as {iso_639_1, name}, start as day and time). */
export function liveEventFormOf(event: Partial<LiveEventCreateBody>, utc = false): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const key of ['title', 'description', 'tags', 'type', 'content_type', 'duration_mins', 'cover_image'] as const) {
    if (event[key] !== undefined && event[key] !== null) form[key] = event[key];
  }
  if (typeof event.language_code === 'string') form.lang = { iso_639_1: event.language_code, name: event.language_code };
  if (typeof event.start_date === 'number') Object.assign(form, dayAndTime(event.start_date, utc));
  return form;
}

/** The create body of what the form holds. */
export function liveEventCreateBody(fields: Record<string, unknown>): LiveEventCreateBody {
  const lang = fields.lang as { iso_639_1?: string } | undefined;
  return {
    title: String(fields.title ?? ''),
    description: String(fields.description ?? ''),
    language_code: lang?.iso_639_1 ?? '',
    start_date: startEpoch(fields.start_day, fields.start_time),
    tags: Array.isArray(fields.tags) ? (fields.tags as string[]) : [],
    duration_mins: typeof fields.duration_mins === 'number' ? fields.duration_mins : 15,
    content_type: String(fields.content_type ?? ''),
    type: String(fields.type ?? ''),
    ...(fields.cover_image ? { cover_image: fields.cover_image as Record<string, unknown> } : {}),
  };
}

/** The update body of what the form holds: only what the events service lets change. */
export function liveEventPatchBody(fields: Record<string, unknown>): LiveEventPatchBody {
  const created = liveEventCreateBody(fields);
  return { title: created.title, description: created.description, tags: created.tags, type: created.type, cover_image: created.cover_image ?? null };
}
