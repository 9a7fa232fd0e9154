import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviateNumber';
import { clockTime } from './clockTime';
import { displayName } from './displayName';
import { formatDuration } from './duration';
import { followerCountLabel } from './followerCount';
import { relativeTime } from './relativeTime';

// Tables taken from spec 1 §3 and §9.
describe('follower count label', () => {
  it.each([
    [0, '0 Followers'],
    [1, '1 Follower'],
    [2, '2 Followers'],
    [1234, '1,234 Followers'],
    [100000, '100,000 Followers'],
    [100001, '100.0k Followers'],
    [123456, '123.4k Followers'],
    [2500000, '2.5M Followers'],
    [3210000000, '3.2G Followers'],
  ])('%i reads %s', (count, label) => expect(followerCountLabel(count)).toBe(label));
});

describe('abbreviated numbers', () => {
  it.each([
    [999, '999'],
    [99999, '99,999'],
    [999999, '999.9k'],
    [1000000, '1.0M'],
  ])('%i reads %s', (value, text) => expect(abbreviateNumber(value)).toBe(text));
});

describe('relative time', () => {
  const now = Date.UTC(2025, 6, 1);
  const s = 1000;
  const day = 86_400_000;
  it.each([
    [0, '0 secs ago'],
    [1 * s, '1 sec ago'],
    [59 * s, '59 secs ago'],
    [60 * s, '1 min ago'],
    [59 * 60 * s, '59 mins ago'],
    [3600 * s, '1 hr ago'],
    [23 * 3600 * s, '23 hrs ago'],
    [day, '1 day ago'],
    [29 * day, '29 days ago'],
    [30 * day, '1 month ago'],
    [364 * day, '12 months ago'],
    [365 * day, '1 year ago'],
    [800 * day, '2 years ago'],
  ])('%i ms ago reads %s', (elapsed, text) => expect(relativeTime(now - elapsed, now)).toBe(text));

  it('treats a time in the future as just now', () => expect(relativeTime(now + 5000, now)).toBe('0 secs ago'));
});

describe('clock time', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725.9, '1:02:05'],
    [36000, '10:00:00'],
  ])('%d s reads %s', (seconds, text) => expect(clockTime(seconds)).toBe(text));
});

describe('durations', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [1440, '1 day'],
    [10080, '1 week'],
    [2 * 10080 + 1440 + 120 + 5, '2 weeks 1 day 2 hours 5 minutes'],
  ])('%i min reads %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});

describe('display name', () => {
  it.each([
    ['', 'Guest'],
    [null, 'Guest'],
    [undefined, 'Guest'],
    ['   ', 'Guest'],
    ['guest', 'Guest'],
    ['guest123', 'Guest'],
    ['Guest 42', 'Guest'],
    ['user_8fa2', 'Guest'],
    ['Asha Rao', 'Asha Rao'],
    ['GUEST', 'GUEST'],
    ['username', 'username'],
  ])('%s shows as %s', (name, shown) => expect(displayName(name)).toBe(shown));
});
