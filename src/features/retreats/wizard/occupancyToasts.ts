import type { FieldError } from '../../../engine/validation/fieldError';

/**
 * spec 2 §8: the accommodation options' refusals also show as toasts, under these titles (the messages
 * are the schema's own), keyed by the rule that refused the list.
 */
const TITLES: Readonly<Record<string, string>> = {
  required: "Oops! Something's Missing",
  minItems: "Oops! Something's Missing",
  sumAtMost: "Oops! Something's Wrong",
};

const OPTIONS_POINTER = '/accommodation_options';

/** The toast an error list calls for (the first refusal of the accommodation options list), if any. */
export function occupancyToast(errors: readonly FieldError[]): { title: string; message: string } | null {
  const error = errors.find((e) => e.pointer === OPTIONS_POINTER && Object.hasOwn(TITLES, e.keyword));
  return error ? { title: TITLES[error.keyword]!, message: error.message } : null;
}
