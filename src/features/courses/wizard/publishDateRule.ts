import { isLibraryItemStatus, isLiveContentEdit, minimumPublishDate } from '../../../../machines/libraryItemStatus';
import type { FieldError } from '../../../engine/validation/fieldError';
import type { CompiledWizard } from '../../../engine/compiledWizard';

/**
 * Whether the wizard offers the publish timing choice: not for live content (spec 1 §4, restricted mode:
 * every status but DRAFT, REJECTED_SUBMISSION and PENDING). The screen hides the fields by it and the
 * date rule follows it, so no rule ever blocks on a field the publisher cannot see or change.
 */
export function offersPublishTiming(status: string): boolean {
  return !(isLibraryItemStatus(status) && isLiveContentEdit(status));
}

/** The minimum-date message template, read from the promo schema so staff can reword it. */
export function minimumDateTemplate(wizard: CompiledWizard): string {
  const promo = wizard.steps.find((s) => s.key === 'promo')?.schema as
    | { properties?: { publish_after?: { 'x-ui'?: { options?: { minimumDateMessage?: string } } } } }
    | undefined;
  return promo?.properties?.publish_after?.['x-ui']?.options?.minimumDateMessage ?? 'Please select a publish date after {date} to proceed.';
}

/**
 * The dynamic publish-date rule: with 'On this date' chosen, a date on or before the minimum publish
 * date is refused while the publish timing is offered. Where it is not (live content, which covers the
 * spec's exempt PUBLISHED, PENDING_EDIT and REJECTED_EDIT, and REMOVED too) a stored past date is kept
 * as it is: the publisher could not change it. The picker's minimum is the day after the minimum, so the
 * dates it offers are exactly the accepted ones. `{date}` becomes the minimum (YYYY-MM-DD).
 */
export function publishDateError(
  data: Record<string, unknown>,
  facts: { status: string; today: string; template: string },
): FieldError | null {
  if (data.selected_publish_after !== 'AFTER' || typeof data.publish_after !== 'string' || data.publish_after === '') return null;
  if (!offersPublishTiming(facts.status)) return null;
  const minimum = minimumPublishDate(facts.today);
  if (data.publish_after.slice(0, 10) > minimum) return null;
  return { pointer: '/publish_after', message: facts.template.replace('{date}', minimum), keyword: 'minimumPublishDate' };
}
