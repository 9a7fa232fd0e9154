import type { CompiledWizard } from '../../engine/compiledWizard';
import { storedLayout } from '../wizards/storedLayout';
import { wizardCatalog } from '../wizards/wizardCatalog';

export { answeringRefusals, ValidationRefusal, type StepFieldError } from '../wizards/validationRefusal';

/** The course wizard's id in `schemas/wizards/`. */
export const COURSE_WIZARD = 'course';

/** The course wizard compiled from `schemas/` once per process: the same schemas the browser bundles. */
export function courseWizard(): CompiledWizard {
  return wizardCatalog().compiled(COURSE_WIZARD);
}

/** Every course document field the wizard edits (lessons aside): what a revision holds and approval replaces. */
export function courseEditableFields(): string[] {
  return storedLayout(wizardCatalog(), COURSE_WIZARD).editable;
}
