import { describe, expect, it } from 'vitest';
import { liveDisplayState, liveTimeLabel } from './liveEventTime';

// A Tuesday at 10:00 in the test's own time zone, so calendar days are the runner's local days.
const NOW = new Date(2026, 10, 24, 10, 0, 0).getTime();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('live event display state (spec 3 §2)', () => {
  it.each([
    ['ENDED when has_ended, even if the start is ahead', { has_ended: true, start_date: NOW + HOUR }, 'ENDED'],
    ['SCHEDULED when the start is in the future', { has_ended: false, start_date: NOW + 1 }, 'SCHEDULED'],
    ['IN_PROGRESS at the start', { has_ended: false, start_date: NOW }, 'IN_PROGRESS'],
    ['IN_PROGRESS past the start', { has_ended: false, start_date: NOW - HOUR }, 'IN_PROGRESS'],
  ] as const)('%s', (_name, event, expected) => expect(liveDisplayState(event, NOW)).toBe(expected));
});

describe('live event time labels (spec 3 §2)', () => {
  it.each([
    ['Live Now at the start', NOW, { kind: 'liveNow' }],
    ['Live Now past the start', NOW - 5 * MIN, { kind: 'liveNow' }],
    ['in 1 min for 30 s ahead', NOW + 30_000, { kind: 'minutes', count: 1 }],
    ['in 59 min under an hour', NOW + 59 * MIN, { kind: 'minutes', count: 59 }],
    ['in 1 hr at one hour', NOW + HOUR, { kind: 'hours', count: 1 }],
    ['in 3 hr at three hours', NOW + 3 * HOUR, { kind: 'hours', count: 3 }],
    ['Today past three hours, same day', NOW + 3 * HOUR + MIN, { kind: 'today' }],
    ['Tomorrow the next calendar day', NOW + 24 * HOUR, { kind: 'tomorrow' }],
    ['a weekday within the week', NOW + 3 * 24 * HOUR, { kind: 'weekday', date: NOW + 3 * 24 * HOUR }],
    ['a date a week or more ahead', NOW + 8 * 24 * HOUR, { kind: 'date', date: NOW + 8 * 24 * HOUR }],
  ] as const)('%s', (_name, start, expected) => expect(liveTimeLabel(start, NOW)).toEqual(expected));
});
