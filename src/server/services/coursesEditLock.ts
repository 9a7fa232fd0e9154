import { isLibraryItemStatus } from '../../../machines/libraryItemStatus';
import { editUnderReviewMessage, nextStatus } from '../../../machines/libraryItemStatusMachine';
import { HttpError } from '../http/HttpError';

/** Why a change to a course whose edit waits for review is refused (spec 1 §4: nothing can be changed until then). */
export const EDIT_UNDER_REVIEW = editUnderReviewMessage('COURSES');

/** Where a step save or a lesson change of a course goes: its document, or the pending revision of its live version. */
export type EditTarget = 'live' | 'revision';

/**
 * Asks the status machine where an edit of a course in `status` goes (`item.edit`): a live course
 * (PUBLISHED, REJECTED_EDIT) is edited as a revision, any other directly; 409 while PENDING_EDIT.
 */
export function editTargetOf(status: string): EditTarget {
  if (!isLibraryItemStatus(status)) throw new HttpError(409, `The course has an unknown status: ${status}`);
  const decision = nextStatus({ status, itemType: 'COURSES' }, { type: 'item.edit' });
  if ('error' in decision) throw new HttpError(409, decision.error);
  return decision.effects.includes('editRevision') ? 'revision' : 'live';
}
