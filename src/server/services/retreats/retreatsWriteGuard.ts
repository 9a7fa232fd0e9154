import { RETREAT_COLLECTION } from '../../../domain/retreats/retreatStorage';
import { HttpError } from '../../http/HttpError';

/** Why the documents API refuses every write under a retreat: the service calls validate and run the status machine. */
export const RETREAT_WRITE_MESSAGE =
  'Retreats change only through the teacher dashboard service (retreat step saves, accommodation calls, submit, delete, review)';

/**
 * Refuses a documents-API write (create, set, update, delete) to `users/{uid}/retreats` or anything below it
 * (the retreats, their accommodation options), for publishers and admins alike. Reads are not writes. Throws 403.
 */
export function checkRetreatWrite(segments: readonly string[]): void {
  if (segments.length >= 3 && segments[0] === 'users' && segments[2] === RETREAT_COLLECTION) throw new HttpError(403, RETREAT_WRITE_MESSAGE);
}
