import type { WizardFieldError } from '../../machines/wizardRules';

/**
 * A save or submit the server refused with field errors. WizardIo implementations throw it so the
 * wizard shows `message` and each error at its field (errors naming another `step` are shown there).
 */
export class FieldErrorsRefusal extends Error {
  constructor(
    message: string,
    readonly fieldErrors: WizardFieldError[],
  ) {
    super(message);
    this.name = 'FieldErrorsRefusal';
  }
}

/** The field errors a failed save or submit carries, if it is a refusal with any. */
export function refusalErrors(error: unknown): WizardFieldError[] | undefined {
  return error instanceof FieldErrorsRefusal && error.fieldErrors.length > 0 ? error.fieldErrors : undefined;
}
