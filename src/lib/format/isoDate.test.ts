import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatIsoDate } from './isoDate';

// Issue 19 item 3: a date input's ISO day in each interface language, never the browser's mm/dd/yyyy.
describe('formatIsoDate', () => {
  it.each([
    ['en', 'Nov 24, 2026'],
    ['pt-BR', '24 de nov. de 2026'],
    ['es', '24 nov 2026'],
    ['de', '24.11.2026'],
    ['fr', '24 nov. 2026'],
    ['ru', '24 нояб. 2026 г.'],
    ['nl', '24 nov 2026'],
    ['it', '24 nov 2026'],
    ['hi', '24 नव॰ 2026'],
    ['en-XA', 'Nov 24, 2026'],
  ])('%s shows 2026-11-24 as %s', (locale, shown) => {
    expect(formatIsoDate(locale, '2026-11-24')).toBe(shown);
  });

  it('is the same day in every time zone (the ISO day is read as a calendar day, not an instant)', () => {
    expect(formatIsoDate('en', '2027-01-01')).toBe('Jan 1, 2027');
    expect(formatIsoDate('de', '2026-12-31')).toBe('31.12.2026');
  });

  it('shows nothing for no date, and a text that is no ISO day as it is', () => {
    expect(formatIsoDate('ru', null)).toBe('');
    expect(formatIsoDate('ru', '')).toBe('');
    expect(formatIsoDate('ru', 'soon')).toBe('soon');
  });
});

describe('firstDayOfWeek', () => {
  it('Sunday for English, Brazilian Portuguese and Hindi; Monday for the others (and the pseudo-locale follows English)', () => {
    expect(['en', 'pt-BR', 'hi', 'en-XA'].map(firstDayOfWeek)).toEqual([0, 0, 0, 0]);
    expect(['es', 'de', 'fr', 'ru', 'nl', 'it'].map(firstDayOfWeek)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
