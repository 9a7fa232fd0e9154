// Course and track status facts of spec 1 §4 as pure data and predicates, shared by the status
// machine, the lists, the wizards' restricted mode and the server.

/** Every stored status of a course or track, in the spec's spelling. */
export const LIBRARY_ITEM_STATUSES = [
  'DRAFT',
  'PENDING',
  'PENDING_EDIT',
  'PUBLISHED',
  'REMOVED',
  'REJECTED_SUBMISSION',
  'REJECTED_EDIT',
] as const;

/** A course or track status value (`status`, default DRAFT). */
export type LibraryItemStatus = (typeof LIBRARY_ITEM_STATUSES)[number];

/** True when `value` is one of the seven spec status values. */
export function isLibraryItemStatus(value: unknown): value is LibraryItemStatus {
  return typeof value === 'string' && (LIBRARY_ITEM_STATUSES as readonly string[]).includes(value);
}

const LABELS: Partial<Record<LibraryItemStatus, string>> = {
  PENDING_EDIT: 'EDIT WAITING FOR APPROVAL',
  REJECTED_EDIT: 'REJECTED EDIT',
};

/** The status as a list shows it: two values have their own wording, the rest read as stored. */
export function statusLabel(status: LibraryItemStatus): string {
  return LABELS[status] ?? status;
}

/** Saving a change to an existing item (spec 1 §4 table); undefined where the table has no row. */
export function saveChangeTarget(status: LibraryItemStatus): 'PENDING' | 'PENDING_EDIT' | undefined {
  switch (status) {
    case 'PUBLISHED':
    case 'REJECTED_EDIT':
      return 'PENDING_EDIT';
    case 'REJECTED_SUBMISSION':
    case 'DRAFT':
    case 'PENDING':
    case 'REMOVED':
      return 'PENDING';
    case 'PENDING_EDIT':
      return undefined;
  }
}

/** The track list filters; REJECTED_EDIT sits in two groups on purpose (its live version stays published). */
export const STATUS_FILTER_GROUPS = [
  { key: 'all', label: 'All', statuses: LIBRARY_ITEM_STATUSES },
  { key: 'draft', label: 'Draft', statuses: ['DRAFT', 'REJECTED_SUBMISSION'] },
  { key: 'pending', label: 'Pending', statuses: ['PENDING', 'PENDING_EDIT', 'REJECTED_EDIT'] },
  { key: 'published', label: 'Published', statuses: ['PUBLISHED', 'REJECTED_EDIT'] },
  { key: 'removed', label: 'Removed', statuses: ['REMOVED'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; statuses: readonly LibraryItemStatus[] }>;

/** A track list filter key. */
export type StatusFilterKey = (typeof STATUS_FILTER_GROUPS)[number]['key'];

/** Whether an item with `status` is listed under the filter `key`. */
export function matchesStatusFilter(key: StatusFilterKey, status: LibraryItemStatus): boolean {
  const group = STATUS_FILTER_GROUPS.find((g) => g.key === key);
  return group !== undefined && (group.statuses as readonly LibraryItemStatus[]).includes(status);
}

/** Edit mode edits live content (restricted mode) unless the item is DRAFT, REJECTED_SUBMISSION or PENDING. */
export function isLiveContentEdit(status: LibraryItemStatus): boolean {
  return status !== 'DRAFT' && status !== 'REJECTED_SUBMISSION' && status !== 'PENDING';
}

/** Publishing needs a week's notice (spec 1 §9). */
export const PUBLISH_NOTICE_DAYS = 7;
/** The holiday window (inclusive) during which the minimum date is pushed past its end. */
export const PUBLISH_BLACKOUT = { start: '2023-12-21', end: '2024-01-02', daysAfterEnd: 3 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `date` (a calendar date, YYYY-MM-DD) moved by `days`; calendar arithmetic in UTC so no DST drift. */
export function addDays(date: string, days: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(utc).toISOString().slice(0, 10);
}

/** The earliest publish_after date for 'On this date', given today's calendar date (YYYY-MM-DD). */
export function minimumPublishDate(today: string): string {
  const earliest = addDays(today, PUBLISH_NOTICE_DAYS);
  // ISO calendar dates compare correctly as strings.
  const inBlackout = earliest >= PUBLISH_BLACKOUT.start && earliest <= PUBLISH_BLACKOUT.end;
  return inBlackout ? addDays(PUBLISH_BLACKOUT.end, PUBLISH_BLACKOUT.daysAfterEnd) : earliest;
}

/** The date picker's minimum: the day after the minimum publish date (spec 1 §4 Publish timing). */
export function publishPickerMinDate(today: string): string {
  return addDays(minimumPublishDate(today), 1);
}

/** Today's calendar date (YYYY-MM-DD) in the clock's local time zone, the `today` the date rules take. */
export function localCalendarDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
