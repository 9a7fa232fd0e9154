import { HttpError } from '../http/HttpError';

/** Why a change to a course whose edit waits for review is refused (spec 1 §4: nothing can be changed until then). */
export const EDIT_UNDER_REVIEW = 'This course has an edit waiting for approval: nothing can be changed until it is reviewed';

/** 409 while the course is PENDING_EDIT; every other status takes step saves and lesson changes without moving. */
export function checkNotUnderEditReview(status: string): void {
  if (status === 'PENDING_EDIT') throw new HttpError(409, EDIT_UNDER_REVIEW);
}
