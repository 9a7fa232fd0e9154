import { publishPickerMinDate } from '../../../../machines/libraryItemStatus';
import type { CompiledStep, CompiledWizard } from '../../../engine/compiledWizard';
import type { ValidationContext } from '../../../engine/validation/context/validationContext';
import { offersPublishTiming } from './publishDateRule';

export { isRestricted } from '../../../domain/courses/courseRestrictions';

/** What the course rules beyond the schemas need to know about the item and the day. */
export interface CourseRuleFacts {
  /** The stored status (DRAFT for a new course). */
  status: string;
  /** Today's calendar date (YYYY-MM-DD) in the user's time zone. */
  today: string;
  /** The user's IANA time zone, as the browser reports it. */
  timeZone?: string;
}

type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

// Drawing only (validation uses the compiled validators): the picker's minimum is the day after the
// minimum publish date, and live items do not offer the publish timing choice (spec 1 §4).
function promoForDisplay(step: CompiledStep, facts: CourseRuleFacts): CompiledStep {
  const schema = step.schema as Schema;
  const properties = { ...(schema.properties ?? {}) };
  const hide = (name: string) => {
    if (properties[name]) properties[name] = { ...properties[name], 'x-ui': { ...(properties[name]['x-ui'] as object), widget: 'hidden' } };
  };
  if (properties.publish_after) properties.publish_after = { ...properties.publish_after, formatMinimum: publishPickerMinDate(facts.today) };
  if (!offersPublishTiming(facts.status)) ['selected_publish_after', 'publish_after'].forEach(hide);
  return { ...step, schema: { ...schema, properties } };
}

/**
 * The course wizard as the course screens draw and validate it: display changes a schema cannot state (the
 * date picker's minimum, no publish timing for live content), and every validation given the context the
 * server builds too (today in the user's time zone and the stored status), so the publish-date rule
 * (`dateFromToday` in promo.schema.json) answers the same on both sides.
 */
export function withCourseRules(wizard: CompiledWizard, facts: CourseRuleFacts): CompiledWizard {
  const base: ValidationContext = { today: facts.today, status: facts.status, ...(facts.timeZone ? { timeZone: facts.timeZone } : {}) };
  // A caller's context (the wizard machine's) adds to the course's facts; its unset keys do not erase them.
  const withBase = (context?: ValidationContext): ValidationContext => ({ ...base, ...Object.fromEntries(Object.entries(context ?? {}).filter(([, v]) => v !== undefined)) });
  return {
    ...wizard,
    steps: wizard.steps.map((step) => (step.key === 'promo' ? promoForDisplay(step, facts) : step)),
    validateStep: (key, data, context) => wizard.validateStep(key, data, withBase(context)),
    isStepComplete: (key, data, context) => wizard.isStepComplete(key, data, withBase(context)),
    validateSubmit: (item, context) => wizard.validateSubmit(item, withBase(context)),
  };
}
