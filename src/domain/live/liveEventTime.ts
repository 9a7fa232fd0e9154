// Spec 3 §2: a live event's display state and its time label, as pure functions of the event and "now".
// The screens turn a label into words through the catalog (its `kind` is the key, `count` the number).

/** What a list row shows for the event's progress. */
export type LiveDisplayState = 'ENDED' | 'SCHEDULED' | 'IN_PROGRESS';

/** ENDED if has_ended; SCHEDULED if the start is in the future; otherwise IN_PROGRESS. */
export function liveDisplayState(event: { has_ended: boolean; start_date: number }, now: number): LiveDisplayState {
  if (event.has_ended) return 'ENDED';
  return event.start_date > now ? 'SCHEDULED' : 'IN_PROGRESS';
}

/** Live now: the start is at or before the current time. */
export const isLiveNow = (start: number, now: number) => start <= now;

/** A time label: 'in N min(s)', 'in N hr(s)', Today, Tomorrow, a weekday (this week) or a date, 'Live Now'. */
export type LiveTimeLabel =
  | { kind: 'liveNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'weekday'; date: number }
  | { kind: 'date'; date: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Local calendar days between two instants (a day boundary is midnight in the viewer's time zone).
function daysBetween(from: number, to: number): number {
  const start = new Date(from);
  const end = new Date(to);
  const a = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate());
  const b = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate());
  return Math.round((b - a) / (24 * HOUR));
}

/**
 * Under 60 minutes "in N min(s)"; up to 3 hours "in N hr(s)"; then Today, Tomorrow, weekday (within the
 * coming week) or date; "Live Now" at or past start. Minutes round up, so a start 30 s away is "in 1 min".
 */
export function liveTimeLabel(start: number, now: number): LiveTimeLabel {
  if (isLiveNow(start, now)) return { kind: 'liveNow' };
  const ahead = start - now;
  if (ahead < HOUR) return { kind: 'minutes', count: Math.max(1, Math.ceil(ahead / MINUTE)) };
  if (ahead <= 3 * HOUR) return { kind: 'hours', count: Math.max(1, Math.floor(ahead / HOUR)) };
  const days = daysBetween(now, start);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  if (days < 7) return { kind: 'weekday', date: start };
  return { kind: 'date', date: start };
}
