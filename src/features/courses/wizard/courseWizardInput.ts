import type { WizardInput } from '../../../../machines/wizardMachine';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { wizardInputFor } from '../../wizardPage/wizardInput';
import { isRestricted } from './withCourseRules';

/** Values a new course starts with (spec 1 §3 colour defaults; SOON and PAID as the first choices). */
export const NEW_COURSE_DEFAULTS: Record<string, unknown> = {
  title_hex_color: '#FFFFFF',
  brand_hex_color: '#2F7A7C',
  course_type: 'PAID',
  selected_publish_after: 'SOON',
  lessons: [],
};

/** PENDING_EDIT: an edit waits for review, and nothing can be changed until then (spec 1 §4). */
export function isUnderReview(status: string): boolean {
  return status === 'PENDING_EDIT';
}

/**
 * How the wizard starts: create mode with the defaults, or the stored course in edit mode (restricted
 * when live, read-only while an edit waits for review), with the steps its data already passes counted as validated so Review can submit.
 */
export function courseWizardInput(wizard: CompiledWizard, course: { id: string; status: string; data: Record<string, unknown> } | null): WizardInput {
  return wizardInputFor(wizard, course, NEW_COURSE_DEFAULTS, { isRestricted, isUnderReview });
}
