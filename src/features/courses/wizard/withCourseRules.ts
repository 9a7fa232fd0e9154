import { isLibraryItemStatus, isLiveContentEdit, publishPickerMinDate } from '../../../../machines/libraryItemStatus';
import type { CompiledStep, CompiledWizard } from '../../../engine/compiledWizard';
import { minimumDateTemplate, offersPublishTiming, publishDateError } from './publishDateRule';

/** What the course rules beyond the schemas need to know about the item and the day. */
export interface CourseRuleFacts {
  /** The stored status (DRAFT for a new course). */
  status: string;
  /** Today's calendar date, YYYY-MM-DD. */
  today: string;
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

/** True when the course is live, so the wizard runs in restricted mode. */
export function isRestricted(status: string): boolean {
  return isLibraryItemStatus(status) && isLiveContentEdit(status);
}

/**
 * The course wizard with the rules a schema cannot state: the publish-date minimum (promo). `if`
 * errors are dropped: they only say a `then` failed, whose own error is already listed. The browser
 * and the server both validate through this wrapper, so they answer with the same messages.
 */
export function withCourseRules(wizard: CompiledWizard, facts: CourseRuleFacts): CompiledWizard {
  const template = minimumDateTemplate(wizard);
  return {
    ...wizard,
    steps: wizard.steps.map((step) => {
      if (step.key === 'promo') return promoForDisplay(step, facts);
      // Restricted mode on the lessons step is data: lessons.schema.json's x-ui.options.restricted.
      return step;
    }),
    validateStep(key, data) {
      const errors = wizard.validateStep(key, data).filter((e) => e.keyword !== 'if');
      if (key !== 'promo') return errors;
      const dateError = publishDateError(data, { ...facts, template });
      return dateError ? [...errors, dateError] : errors;
    },
  };
}
