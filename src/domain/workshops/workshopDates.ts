/** Spec 3 §4, §8: once a workshop's event exists, its dates cannot change. */
export const WORKSHOP_DATES_LOCKED = 'Workshop dates cannot be edited';

/** The field the workshop stores its event's id in once the event was created (spec 3 §3 event_id). */
export const EVENT_ID_FIELD = 'event_id';

/** Whether the stored workshop has an event, which locks its dates. */
export function datesLocked(stored: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const eventId = stored?.[EVENT_ID_FIELD];
  return typeof eventId === 'string' && eventId.length > 0;
}

/** The dates a save would change on a workshop whose dates are locked: the refusal, or null. */
export function datesChangeProblem(stored: Readonly<Record<string, unknown>> | null | undefined, fields: Readonly<Record<string, unknown>>): string | null {
  if (!datesLocked(stored)) return null;
  const same = (field: string) => JSON.stringify(fields[field] ?? null) === JSON.stringify(stored?.[field] ?? null);
  return same('dates') && same('date_mode') ? null : WORKSHOP_DATES_LOCKED;
}
