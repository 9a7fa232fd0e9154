import { HttpError } from '../../http/HttpError';

/** The collection under `users/{uid}/` workshops live in (the workshop manifest's `storage.collection`). */
export const WORKSHOP_COLLECTION = 'shop_products';

/** Why the documents API refuses every write under a workshop: status, payment and event references are the server's. */
export const WORKSHOP_WRITE_MESSAGE =
  'Workshops change only through the teacher dashboard service (workshop section saves, payment and event references, delete)';

/**
 * Refuses a documents-API write (create, set, update, delete) to `users/{uid}/shop_products` or anything
 * below it, for publishers and admins alike; reads are not writes. Throws 403.
 */
export function checkWorkshopWrite(segments: readonly string[]): void {
  if (segments.length >= 3 && segments[0] === 'users' && segments[2] === WORKSHOP_COLLECTION) throw new HttpError(403, WORKSHOP_WRITE_MESSAGE);
}
