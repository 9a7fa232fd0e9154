import { isLibraryItemStatus, isLiveContentEdit } from '../../../../machines/libraryItemStatus';

/**
 * Whether the wizard offers the publish timing choice: not for live content (spec 1 §4, restricted mode:
 * every status but DRAFT, REJECTED_SUBMISSION and PENDING). The screen hides the fields by it; the date
 * rule itself is `dateFromToday` in promo.schema.json, whose `unlessStatus` spares the same statuses, so
 * no rule ever blocks on a field the publisher cannot see or change.
 */
export function offersPublishTiming(status: string): boolean {
  return !(isLibraryItemStatus(status) && isLiveContentEdit(status));
}
