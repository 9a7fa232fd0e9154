import { describe, expect, it } from 'vitest';
import { bucketSeries, changePercent } from '../../src/domain/insights/bucketSeries';
import { publisherShareCents } from '../../src/domain/insights/insightsRules';

// "Now" for every table: Sunday 15 March 2026, 10:00 UTC.
const NOW = Date.UTC(2026, 2, 15, 10);
const at = (iso: string, value = 1) => ({ atMs: Date.parse(iso), value });

describe('server-side bucketing (spec 1 §9, spec 3 §9) against hand-computed tables', () => {
  it('30 days → 30 daily points, 14 Feb to 15 Mar 2026', () => {
    const points = bucketSeries([at('2026-02-14T00:00:00Z'), at('2026-02-13T23:59:59Z'), at('2026-03-15T23:59:59Z', 5), at('2026-03-01T12:00:00Z', 2)], 30, NOW);
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ start: '2026-02-14', end: '2026-02-14', value: 1 });
    expect(points[15]).toEqual({ start: '2026-03-01', end: '2026-03-01', value: 2 });
    expect(points[29]).toEqual({ start: '2026-03-15', end: '2026-03-15', value: 5 });
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(8);
  });

  it('84 days → 12 weekly points, 22 Dec 2025 to 15 Mar 2026, the last week ending today', () => {
    const points = bucketSeries([at('2025-12-22T00:00:00Z'), at('2025-12-21T23:59:59Z'), at('2026-03-09T00:00:00Z', 3), at('2026-03-08T23:00:00Z', 4)], 84, NOW);
    expect(points.map((p) => `${p.start}..${p.end}`)).toEqual([
      '2025-12-22..2025-12-28',
      '2025-12-29..2026-01-04',
      '2026-01-05..2026-01-11',
      '2026-01-12..2026-01-18',
      '2026-01-19..2026-01-25',
      '2026-01-26..2026-02-01',
      '2026-02-02..2026-02-08',
      '2026-02-09..2026-02-15',
      '2026-02-16..2026-02-22',
      '2026-02-23..2026-03-01',
      '2026-03-02..2026-03-08',
      '2026-03-09..2026-03-15',
    ]);
    expect(points.map((p) => p.value)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 3]);
  });

  it('365 days → 12 monthly points, April 2025 to March 2026', () => {
    const points = bucketSeries([at('2025-03-31T23:59:59Z'), at('2025-04-01T00:00:00Z', 2), at('2026-02-28T23:59:59Z', 7), at('2026-03-31T00:00:00Z', 9)], 365, NOW);
    expect(points).toHaveLength(12);
    expect(points[0]).toEqual({ start: '2025-04-01', end: '2025-04-30', value: 2 });
    expect(points[10]).toEqual({ start: '2026-02-01', end: '2026-02-28', value: 7 });
    // The current month is the last point, even for a value later this month.
    expect(points[11]).toEqual({ start: '2026-03-01', end: '2026-03-31', value: 9 });
  });

  it('450 days → 15 monthly points, January 2025 to March 2026', () => {
    const points = bucketSeries([at('2024-12-31T23:59:59Z'), at('2025-01-15T00:00:00Z', 4), at('2025-12-31T12:00:00Z', 6)], 450, NOW);
    expect(points.map((p) => p.start)).toEqual([
      '2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01',
      '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01',
    ]);
    expect(points[0]!.value).toBe(4);
    expect(points[11]).toEqual({ start: '2025-12-01', end: '2025-12-31', value: 6 });
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(10);
  });

  it('the previous period is the same number of buckets just before', () => {
    const previous = bucketSeries([at('2026-02-13T08:00:00Z', 3), at('2026-01-15T00:00:00Z', 1)], 30, NOW, 1);
    expect(previous[0]).toEqual({ start: '2026-01-15', end: '2026-01-15', value: 1 });
    expect(previous[29]).toEqual({ start: '2026-02-13', end: '2026-02-13', value: 3 });
    const lastYear = bucketSeries([at('2025-03-10T00:00:00Z', 2)], 365, NOW, 1);
    expect(lastYear[0]!.start).toBe('2024-04-01');
    expect(lastYear[11]).toEqual({ start: '2025-03-01', end: '2025-03-31', value: 2 });
  });

  it('change against the previous period in percent, none when the previous total is zero', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
  });
});

describe('the publisher receives 70% of a purchase (spec 3 §4)', () => {
  it.each([
    [199, 139], // 139.3
    [499, 349], // 349.3
    [999, 699], // 699.3
    [1999, 1399], // 1399.3
    [4999, 3499], // 3499.3
    [9999, 6999], // 6999.3
    [19999, 13999], // 13999.3
    [1000, 700],
    [5, 4], // 3.5 rounds half up
    [0, 0],
  ])('%i cents → %i cents', (cents, share) => expect(publisherShareCents(cents)).toBe(share));
});
