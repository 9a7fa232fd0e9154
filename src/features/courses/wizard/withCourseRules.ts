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

/** Spec 1 §4 restricted mode: the survey of a live course is locked; changes go through publisher support. */
export const SURVEY_LOCKED_HINT = 'The survey of a live course cannot be changed here. Please email publisher support to change it.';

// Restricted mode on the lessons step: no add, delete or reorder, survey read-only with the support hint.
// `restricted` is also handed to a custom lessons component through the same options.
function lessonsForDisplay(step: CompiledStep): CompiledStep {
  const schema = step.schema as Schema;
  const lessons = schema.properties?.lessons as (Schema & { items?: Schema }) | undefined;
  if (!lessons?.items) return step;
  const item = lessons.items;
  const survey = (item.properties?.question ?? {}) as Schema;
  const fixed = { addable: false, removable: false, orderable: false };
  const answers = { ...(survey.properties?.answers ?? {}), 'x-ui': { options: fixed } };
  const question = { ...survey, properties: { ...survey.properties, answers }, readOnly: true, 'x-ui': { hint: SURVEY_LOCKED_HINT } };
  const items = { ...item, properties: { ...item.properties, question } };
  const options = { ...fixed, restricted: true };
  const locked = { ...lessons, items, 'x-ui': { ...(lessons['x-ui'] as object), options } };
  return { ...step, schema: { ...schema, properties: { ...schema.properties, lessons: locked } } };
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
      return step.key === 'lessons' && isRestricted(facts.status) ? lessonsForDisplay(step) : step;
    }),
    validateStep(key, data) {
      const errors = wizard.validateStep(key, data).filter((e) => e.keyword !== 'if');
      if (key !== 'promo') return errors;
      const dateError = publishDateError(data, { ...facts, template });
      return dateError ? [...errors, dateError] : errors;
    },
  };
}
