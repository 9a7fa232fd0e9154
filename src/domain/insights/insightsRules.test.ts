import { describe, expect, it } from 'vitest';
import { metaSchemaProblems } from '../../engine/check/metaSchemaProblems';
import { checkProject } from '../../engine/cli/checkProject';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import { PAGE_SIZE } from '../community/inboxQuery';
import { abbreviateNumber } from '../../lib/format/abbreviateNumber';
import { bucketsOf, CHART_INTERVALS, DEFAULT_RANGE_DAYS, DONATION_TIERS_USD, FOLLOWERS_PAGE_SIZE, INSIGHTS, insightsFigureProblems, publisherShareCents, PUBLISHER_SHARE_PERCENT } from './insightsRules';

// Issue 18: the insights figures product staff may change live in schemas/insights.json, which the
// browser and the server read and npm run schemas:check checks.
const FILE = 'schemas/insights.json';
const source = loadSchemasFromDisk();
const withFigures = (changes: Record<string, unknown>) => ({ ...source, [FILE]: { ...(source[FILE] as object), ...changes } });
const problemsOf = (src: typeof source) => checkProject(src).filter((problem) => problem.file === FILE);

describe('schemas/insights.json', () => {
  it('holds the spec figures, which the code reads', () => {
    expect(PUBLISHER_SHARE_PERCENT).toBe(70);
    expect(publisherShareCents(1999)).toBe(1399);
    expect(DONATION_TIERS_USD).toEqual([1.99, 4.99, 9.99, 19.99, 49.99, 99.99, 199.99]);
    expect(CHART_INTERVALS).toEqual([30, 84, 365, 450]);
    expect(CHART_INTERVALS.map((days) => bucketsOf(days))).toEqual([
      { unit: 'day', points: 30 },
      { unit: 'week', points: 12 },
      { unit: 'month', points: 12 },
      { unit: 'month', points: 15 },
    ]);
    expect(DEFAULT_RANGE_DAYS).toBe(30);
    expect(FOLLOWERS_PAGE_SIZE).toBe(25);
    expect(PAGE_SIZE).toEqual({ reviews: 10, gratitude: 25, forum: 10, replies: 3 });
    expect([abbreviateNumber(100_000), abbreviateNumber(100_001)]).toEqual(['100,000', '100.0k']);
    expect(() => bucketsOf(31)).toThrow('31 is not one of the chart intervals (30, 84, 365, 450)');
  });

  it('passes schemas:check as it is', () => {
    expect(problemsOf(source)).toEqual([]);
    expect(insightsFigureProblems(INSIGHTS)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a share over 100%', { publisherSharePercent: 170 }, '/publisherSharePercent'],
    ['an unknown figure', { shareOfShop: 50 }, '/shareOfShop'],
    ['a bucket unit that does not exist', { chartIntervals: [{ days: 30, unit: 'year', points: 30 }] }, '/chartIntervals/0/unit'],
    ['a page size of 0', { pageSizes: { followers: 0, reviews: 10, gratitude: 25, forum: 10, replies: 3 } }, '/pageSizes/followers'],
  ])('schemas:check reports %s at its place', (_name, changes, pointer) => {
    expect(metaSchemaProblems(withFigures(changes)).filter((problem) => problem.file === FILE).map((problem) => problem.pointer)).toContain(pointer);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a default range that is not a tab', { defaultRangeDays: 60 }, 'defaultRangeDays 60 is not one of the chart intervals (30, 84, 365, 450)'],
    [
      'weeks that do not cover the window',
      { chartIntervals: [{ days: 30, unit: 'day', points: 30 }, { days: 90, unit: 'week', points: 12 }] },
      'the 90-day interval has 12 week buckets, which cover 84 days',
    ],
    ['an interval listed twice', { chartIntervals: [{ days: 30, unit: 'day', points: 30 }, { days: 30, unit: 'day', points: 30 }] }, 'a chart interval is listed twice'],
  ])('schemas:check reports %s', (_name, changes, message) => {
    expect(problemsOf(withFigures(changes)).map((problem) => problem.message)).toContain(message);
  });
});
