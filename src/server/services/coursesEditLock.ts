import { editUnderReviewMessage } from '../../../machines/libraryItemStatusMachine';
import { STATUS_POLICIES, type EditTarget } from '../wizards/statusPolicies';

/** Why a change to a course whose edit waits for review is refused (spec 1 §4: nothing can be changed until then). */
export const EDIT_UNDER_REVIEW = editUnderReviewMessage('COURSES');

export type { EditTarget };

/**
 * Where an edit of a course in `status` goes, by the library item status policy (the machine's `item.edit`):
 * a live course (PUBLISHED, REJECTED_EDIT) is edited as a revision, any other directly; 409 while PENDING_EDIT.
 */
export function editTargetOf(status: string): EditTarget {
  return STATUS_POLICIES.libraryItem!({ status, item_type: 'COURSES' }, { isAdmin: false }).target;
}
