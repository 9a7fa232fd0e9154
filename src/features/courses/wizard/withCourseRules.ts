import type { CompiledWizard } from '../../../engine/compiledWizard';
import { minimumDateTemplate, publishDateError } from './publishDateRule';

/** What the course rules beyond the schemas need to know about the item and the day. */
export interface CourseRuleFacts {
  /** The stored status (DRAFT for a new course). */
  status: string;
  /** Today's calendar date, YYYY-MM-DD. */
  today: string;
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
    validateStep(key, data) {
      const errors = wizard.validateStep(key, data).filter((e) => e.keyword !== 'if');
      if (key !== 'promo') return errors;
      const dateError = publishDateError(data, { ...facts, template });
      return dateError ? [...errors, dateError] : errors;
    },
  };
}
