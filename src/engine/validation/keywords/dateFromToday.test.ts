import { describe, expect, it } from 'vitest';
import { contextAt } from '../context/validationContext';
import { messagesFor } from '../testing/keywordHarness';
import { minimumDateFrom } from './dateFromToday';

// The course publish date (spec 1 §5, §9): a week's notice, the holiday window pushes past its end.
const publishRule = {
  days: 7,
  windows: [{ start: '2023-12-21', end: '2024-01-02', daysAfterEnd: 3 }],
  after: true,
  unlessStatus: ['PUBLISHED', 'PENDING_EDIT', 'REJECTED_EDIT'],
};
const publishField = {
  type: 'string',
  dateFromToday: publishRule,
  errorMessage: { dateFromToday: 'Please select a publish date after {date} to proceed.' },
};
// Retreat start (spec 2): at least 5 weekdays ahead.
const retreatField = { type: 'string', dateFromToday: { weekdays: 5 }, errorMessage: { dateFromToday: 'Start date must be at least 5 weekdays from today' } };

describe('dateFromToday', () => {
  it('counts calendar days and moves a minimum inside a window past its end', () => {
    expect(minimumDateFrom(publishRule, '2026-11-23')).toBe('2026-11-30');
    expect(minimumDateFrom(publishRule, '2023-12-20')).toBe('2024-01-05');
    expect(minimumDateFrom(publishRule, '2023-12-13')).toBe('2023-12-20');
  });

  it('counts weekdays, skipping weekends', () => {
    // Monday 2026-11-23 + 5 weekdays = Monday 2026-11-30; Friday 2026-11-27 + 5 = Friday 2026-12-04.
    expect(minimumDateFrom({ weekdays: 5 }, '2026-11-23')).toBe('2026-11-30');
    expect(minimumDateFrom({ weekdays: 5 }, '2026-11-27')).toBe('2026-12-04');
    expect(minimumDateFrom({ weekdays: 1 }, '2026-11-28')).toBe('2026-11-30');
  });

  it.each([
    ['2026-11-30', ['Please select a publish date after 2026-11-30 to proceed.']],
    ['2026-11-29', ['Please select a publish date after 2026-11-30 to proceed.']],
    ['2026-12-01', []],
    ['2026-12-01T00:00:00.000Z', []],
  ])('publish date %s on 2026-11-23 gives %j, the minimum named in the message', (date, messages) => {
    expect(messagesFor(publishField, date, {}, { today: '2026-11-23', status: 'DRAFT' })).toEqual(messages);
  });

  it('spares the statuses the rule lists and judges the others', () => {
    const context = { today: '2026-11-23' };
    expect(messagesFor(publishField, '2020-01-01', {}, { ...context, status: 'PUBLISHED' })).toEqual([]);
    expect(messagesFor(publishField, '2020-01-01', {}, { ...context, status: 'REMOVED' })).toHaveLength(1);
  });

  it("judges in the user's time zone, not the machine's", () => {
    // 23:30 UTC on 23 Nov is already 24 Nov in Tokyo and still 23 Nov in New York.
    const now = new Date('2026-11-23T23:30:00Z');
    const tokyo = contextAt(now, { timeZone: 'Asia/Tokyo' });
    const newYork = contextAt(now, { timeZone: 'America/New_York' });
    expect(tokyo.today).toBe('2026-11-24');
    expect(newYork.today).toBe('2026-11-23');
    expect(messagesFor(retreatField, '2026-11-30', {}, newYork)).toEqual([]);
    expect(messagesFor(retreatField, '2026-11-30', {}, tokyo)).toEqual(['Start date must be at least 5 weekdays from today']);
  });

  it('judges nothing without a today, and leaves malformed dates to the format rule', () => {
    expect(messagesFor(publishField, '2000-01-01')).toEqual([]);
    expect(messagesFor(publishField, 'soon', {}, { today: '2026-11-23' })).toEqual([]);
  });
});
