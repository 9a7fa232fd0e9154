import { minimumPublishDate } from '../../../../machines/libraryItemStatus';
import type { FieldError } from '../../../engine/validation/fieldError';
import type { CompiledWizard } from '../../../engine/compiledWizard';

/** Statuses for which a publish date before the minimum is accepted (spec 1 §5 'Publish date'). */
const EXEMPT = ['PUBLISHED', 'PENDING_EDIT', 'REJECTED_EDIT'];

/** The minimum-date message template, read from the promo schema so staff can reword it. */
export function minimumDateTemplate(wizard: CompiledWizard): string {
  const promo = wizard.steps.find((s) => s.key === 'promo')?.schema as
    | { properties?: { publish_after?: { 'x-ui'?: { options?: { minimumDateMessage?: string } } } } }
    | undefined;
  return promo?.properties?.publish_after?.['x-ui']?.options?.minimumDateMessage ?? 'Please select a publish date after {date} to proceed.';
}

/**
 * The dynamic publish-date rule: with 'On this date' chosen, a date on or before the minimum publish
 * date is refused unless the item is live. The picker's minimum is the day after the minimum, so the
 * dates it offers are exactly the accepted ones. `{date}` becomes the minimum (YYYY-MM-DD).
 */
export function publishDateError(
  data: Record<string, unknown>,
  facts: { status: string; today: string; template: string },
): FieldError | null {
  if (data.selected_publish_after !== 'AFTER' || typeof data.publish_after !== 'string' || data.publish_after === '') return null;
  if (EXEMPT.includes(facts.status)) return null;
  const minimum = minimumPublishDate(facts.today);
  if (data.publish_after.slice(0, 10) > minimum) return null;
  return { pointer: '/publish_after', message: facts.template.replace('{date}', minimum), keyword: 'minimumPublishDate' };
}
