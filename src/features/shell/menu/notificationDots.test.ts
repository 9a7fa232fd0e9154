import { describe, expect, it, vi } from 'vitest';
import { readNotificationFlags, showsNotificationDot } from './notificationDots';

describe('notification dots', () => {
  const flags = { reviews: true, revenue: false, donations: { gratitude: false, comments: true } };

  it.each([
    ['reviews', undefined, true],
    ['revenue', undefined, false],
    ['courses', undefined, false],
    ['donations', undefined, true],
    ['donations', 'comments', true],
    ['donations', 'gratitude', false],
    ['donations', 'unknown', false],
  ])('%s / %s → %s', (page, entry, shown) => expect(showsNotificationDot(flags, page, entry)).toBe(shown));

  it('a page with no flagged child shows no dot', () => {
    expect(showsNotificationDot({ donations: { a: false, b: false } }, 'donations')).toBe(false);
  });

  it('logs and drops flags of the wrong shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readNotificationFlags({ reviews: true, bad: 'yes', nested: { a: 1 } })).toEqual({ reviews: true });
    expect(readNotificationFlags([1])).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
