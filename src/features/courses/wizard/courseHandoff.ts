import type { WizardContext, WizardInput } from '../../../../machines/wizardMachine';
import { dropHandedWizard, handedWizard, handOffWizard } from '../../wizardPage/wizardHandoff';

/** Called by the create page once the first save gave the course its id. */
export function handOffCourse(context: WizardContext & { itemId: string }): void {
  handOffWizard('course', context);
}

/** The wizard handed to the edit page, or nothing when it was opened directly. */
export function handedCourse(courseId: string): WizardInput | null {
  return handedWizard('course', courseId);
}

/** Once the edit page runs on it: a later visit reads the server again. */
export function dropHandedCourse(courseId: string): void {
  dropHandedWizard('course', courseId);
}
