import { isLibraryItemStatus, isLiveContentEdit } from '../../../machines/libraryItemStatus';

/** True when the course is live, so it is edited in restricted mode (spec 1 §4): lessons are not added, deleted or reordered. */
export function isRestricted(status: string): boolean {
  return isLibraryItemStatus(status) && isLiveContentEdit(status);
}
