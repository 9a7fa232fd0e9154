import { HttpError } from '../http/HttpError';

/** Why the documents API refuses every write under a library item: the service calls validate and run the status machine. */
export const LIBRARY_ITEM_WRITE_MESSAGE =
  'Library items change only through the teacher dashboard service (course step saves, lesson calls, SET_PENDING, REMOVE, DELETE)';

/**
 * True for `users/{uid}/library_items` and everything below it: the items, their lessons, their revisions
 * and any other subcollection. Works on document and collection paths alike.
 */
export function isLibraryItemPath(segments: readonly string[]): boolean {
  return segments.length >= 3 && segments[0] === 'users' && segments[2] === 'library_items';
}

/**
 * Refuses a documents-API write (create, set, update, delete) under a library item, for publishers and
 * admins alike: both act through the service calls, which validate with the compiled schemas and move
 * the status only along the status machine. Reads are not writes and never reach this check. Throws 403.
 */
export function checkLibraryItemWrite(segments: readonly string[]): void {
  if (isLibraryItemPath(segments)) throw new HttpError(403, LIBRARY_ITEM_WRITE_MESSAGE);
}
