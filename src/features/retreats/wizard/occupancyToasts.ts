import type { CompiledWizard } from '../../../engine/compiledWizard';
import type { FieldError } from '../../../engine/validation/fieldError';

/** Toast titles by rule (keyword), as the accommodation options' `x-ui.options.toastTitles` states them (spec 2 §8). */
export type ToastTitles = Readonly<Record<string, string>>;

const OPTIONS_FIELD = 'accommodation_options';

/** The accommodation options' toast titles from the compiled venue step (the step that owns the list). */
export function accommodationToastTitles(wizard: CompiledWizard): ToastTitles {
  for (const step of wizard.steps) {
    const list = (step.schema.properties as Record<string, { 'x-ui'?: { options?: { toastTitles?: ToastTitles } } }> | undefined)?.[OPTIONS_FIELD];
    if (list?.['x-ui']?.options?.toastTitles) return list['x-ui'].options.toastTitles;
  }
  return {};
}

/** The toast an error list calls for (the first refusal of the accommodation options list with a title), if any. */
export function occupancyToast(errors: readonly FieldError[], titles: ToastTitles): { title: string; message: string } | null {
  const error = errors.find((e) => e.pointer === `/${OPTIONS_FIELD}` && Object.hasOwn(titles, e.keyword));
  return error ? { title: titles[error.keyword]!, message: error.message } : null;
}
