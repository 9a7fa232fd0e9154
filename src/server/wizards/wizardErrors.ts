import type { CompiledWizard } from '../../engine/compiledWizard';
import type { ValidationContext } from '../../engine/validation/context/validationContext';
import type { StepFieldError } from './validationRefusal';

/**
 * Every field error of a whole item as it would be submitted: each step but the review validated over
 * the item (with `context`), then the review step's own fields and submit schema; each error names its step.
 */
export function wizardErrors(wizard: CompiledWizard, item: Record<string, unknown>, context: ValidationContext): StepFieldError[] {
  const errors: StepFieldError[] = [];
  for (const step of wizard.steps) {
    if (!step.review) errors.push(...wizard.validateStep(step.key, item, context).map((e) => ({ ...e, step: step.key })));
  }
  const review = wizard.steps.find((s) => s.review);
  if (review) errors.push(...wizard.validateSubmit(item, context).map((e) => ({ ...e, step: review.key })));
  return errors;
}
