import { describe, expect, it } from 'vitest';
import {
  LIBRARY_ITEM_STATUSES,
  STATUS_FILTER_GROUPS,
  addDays,
  isLibraryItemStatus,
  isLiveContentEdit,
  localCalendarDate,
  matchesStatusFilter,
  minimumPublishDate,
  publishPickerMinDate,
  saveChangeTarget,
  statusLabel,
  type LibraryItemStatus,
  type StatusFilterKey,
} from './libraryItemStatus';

describe('status values and labels (spec 1 §4)', () => {
  it('has exactly the seven spec values', () => {
    expect([...LIBRARY_ITEM_STATUSES].sort()).toEqual(
      ['DRAFT', 'PENDING', 'PENDING_EDIT', 'PUBLISHED', 'REJECTED_EDIT', 'REJECTED_SUBMISSION', 'REMOVED'],
    );
    expect(isLibraryItemStatus('PUBLISHED')).toBe(true);
    expect(isLibraryItemStatus('published')).toBe(false);
    expect(isLibraryItemStatus(undefined)).toBe(false);
  });

  it.each<[LibraryItemStatus, string]>([
    ['PENDING_EDIT', 'EDIT WAITING FOR APPROVAL'],
    ['REJECTED_EDIT', 'REJECTED EDIT'],
    ['DRAFT', 'DRAFT'],
    ['PENDING', 'PENDING'],
    ['PUBLISHED', 'PUBLISHED'],
    ['REMOVED', 'REMOVED'],
    ['REJECTED_SUBMISSION', 'REJECTED_SUBMISSION'],
  ])('labels %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});

describe('save-change table', () => {
  it.each<[LibraryItemStatus, string | undefined]>([
    ['PUBLISHED', 'PENDING_EDIT'],
    ['REJECTED_EDIT', 'PENDING_EDIT'],
    ['REJECTED_SUBMISSION', 'PENDING'],
    ['DRAFT', 'PENDING'],
    ['PENDING', 'PENDING'],
    ['REMOVED', 'PENDING'],
    ['PENDING_EDIT', undefined],
  ])('saving a change to %s gives %s', (from, to) => {
    expect(saveChangeTarget(from)).toBe(to);
  });
});

describe('track list filter groups', () => {
  const membership: Record<StatusFilterKey, LibraryItemStatus[]> = {
    all: [...LIBRARY_ITEM_STATUSES],
    draft: ['DRAFT', 'REJECTED_SUBMISSION'],
    pending: ['PENDING', 'PENDING_EDIT', 'REJECTED_EDIT'],
    published: ['PUBLISHED', 'REJECTED_EDIT'],
    removed: ['REMOVED'],
  };

  it('lists All, Draft, Pending, Published, Removed in that order', () => {
    expect(STATUS_FILTER_GROUPS.map((g) => g.label)).toEqual(['All', 'Draft', 'Pending', 'Published', 'Removed']);
  });

  it.each(Object.entries(membership) as Array<[StatusFilterKey, LibraryItemStatus[]]>)(
    'filter %s holds exactly %j',
    (key, statuses) => {
      const held = LIBRARY_ITEM_STATUSES.filter((s) => matchesStatusFilter(key, s));
      expect(held.sort()).toEqual([...statuses].sort());
    },
  );
});

describe('restricted mode (edit of live content)', () => {
  it.each<[LibraryItemStatus, boolean]>([
    ['DRAFT', false],
    ['REJECTED_SUBMISSION', false],
    ['PENDING', false],
    ['PENDING_EDIT', true],
    ['PUBLISHED', true],
    ['REMOVED', true],
    ['REJECTED_EDIT', true],
  ])('%s → live content edit: %s', (status, live) => {
    expect(isLiveContentEdit(status)).toBe(live);
  });
});

describe('minimum publish date', () => {
  it.each<[string, string, string]>([
    // [today, minimum publish date, picker minimum]
    ['2025-03-10', '2025-03-17', '2025-03-18'],
    ['2025-02-25', '2025-03-04', '2025-03-05'], // across a month end, non-leap year
    ['2024-02-25', '2024-03-03', '2024-03-04'], // leap year
    ['2023-12-13', '2023-12-20', '2023-12-21'], // the day before the window: not pushed
    ['2023-12-14', '2024-01-05', '2024-01-06'], // lands on the window start
    ['2023-12-20', '2024-01-05', '2024-01-06'],
    ['2023-12-26', '2024-01-05', '2024-01-06'], // lands on the window end
    ['2023-12-27', '2024-01-03', '2024-01-04'], // lands the day after the window: not pushed
    ['2023-12-29', '2024-01-05', '2024-01-06'],
    ['2023-12-31', '2024-01-07', '2024-01-08'],
  ])('today %s → minimum %s, picker minimum %s', (today, minimum, picker) => {
    expect(minimumPublishDate(today)).toBe(minimum);
    expect(publishPickerMinDate(today)).toBe(picker);
  });

  it('refuses a value that is not a calendar date', () => {
    expect(() => addDays('10/03/2025', 1)).toThrow(RangeError);
  });

  it('reads today in the local time zone', () => {
    expect(localCalendarDate(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
