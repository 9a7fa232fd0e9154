import { describe, expect, it } from 'vitest';
import { itemSummary } from './itemSummary';

describe('itemSummary', () => {
  it('fills the number, values, nested values and mm:ss', () => {
    expect(itemSummary('{n}. {title} ({audio.durationSec:clock})', { title: 'Breath', audio: { durationSec: 125 } }, 2)).toBe('2. Breath (02:05)');
  });

  it('writes {field:date} as the language writes the day (issue 19: never the ISO day on screen)', () => {
    const date = { date: '2026-12-08', end_date: '2027-01-31', discount_percent: 10 };
    expect(itemSummary('{date:date}', date, 1)).toBe('Dec 8, 2026');
    expect(itemSummary('{date:date}', date, 1, undefined, 'ru')).toBe('8 дек. 2026 г.');
    expect(itemSummary('{date:date}', date, 1, undefined, 'de')).toBe('08.12.2026');
    expect(itemSummary('{discount_percent}% до {end_date:date}', date, 1, undefined, 'ru')).toBe('10% до 31 янв. 2027 г.');
    expect(itemSummary('{end_date:date} तक {discount_percent}%', date, 1, undefined, 'hi')).toBe('31 जन॰ 2027 तक 10%');
  });

  it('a missing date is missing like any value: the fallback, or no text at all', () => {
    expect(itemSummary('{date:date}', {}, 1, 'Untitled')).toBe('Untitled');
    expect(itemSummary('{date:date}', { date: '' }, 1)).toBeUndefined();
  });
});
