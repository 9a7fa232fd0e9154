import type { AuthUser, DocData } from '../../backend/ports';
import { isLiveContentEdit, isLibraryItemStatus } from '../../../machines/libraryItemStatus';
import { HttpError } from '../http/HttpError';

/** Why a documents-API write may not move a status: the status machine runs behind the service call only. */
export const STATUS_WRITE_MESSAGE =
  'The status of a library item changes only through /api/v1/publishers/libraryitems (SET_PENDING, REMOVE, DELETE)';

// Absent, null and false read the same (an absent is_premium is a free item), so writing a default is no change.
const normalize = (value: unknown): string => JSON.stringify(value === undefined || value === false ? null : value);
const same = (a: unknown, b: unknown): boolean => normalize(a) === normalize(b);
const statusOf = (data: DocData | null): unknown => data?.status ?? 'DRAFT';

/**
 * A publisher's documents-API write to `users/{uid}/library_items/{id}` may not bypass the status machine:
 * a new item starts as DRAFT, the status and the reviewer's scheduled_approval_at stay as they are, and a
 * live item keeps its kind (item_type, is_premium), which decides whether its snippet skips review.
 * Admins are trusted. Same signature as the documents API's other write guards; throws 403.
 */
export function checkLibraryItemWrite(user: AuthUser, segments: string[], before: DocData | null, after: DocData): void {
  if (user.isAdmin || segments.length !== 4 || segments[0] !== 'users' || segments[2] !== 'library_items') return;
  const refuse = (message: string) => new HttpError(403, message);
  if (!same(statusOf(before), statusOf(after))) {
    throw refuse(before === null ? 'A new library item starts as DRAFT' : STATUS_WRITE_MESSAGE);
  }
  if (!same(before?.scheduled_approval_at, after.scheduled_approval_at)) throw refuse('Permission denied');
  const status = statusOf(before);
  if (before !== null && isLibraryItemStatus(status) && isLiveContentEdit(status)) {
    for (const field of ['item_type', 'is_premium']) {
      if (!same(before[field], after[field])) throw refuse(`The ${field} of a ${status} item cannot change`);
    }
  }
}
