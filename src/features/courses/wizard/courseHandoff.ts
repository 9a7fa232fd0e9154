import type { WizardContext, WizardInput } from '../../../../machines/wizardMachine';

// The create route hands its live wizard to the edit route it switches to after the first save, so the
// switch keeps the step, the data and what is validated without a round trip to the server.
const handed = new Map<string, WizardInput>();

/** Called by the create page once the first save gave the course its id. */
export function handOffCourse(context: WizardContext & { itemId: string }): void {
  handed.set(context.itemId, {
    mode: 'edit',
    itemId: context.itemId,
    data: context.data,
    saved: context.saved,
    validated: context.validated,
    startStep: context.current,
  });
}

/** The wizard handed to the edit page, or nothing when it was opened directly. */
export function handedCourse(courseId: string): WizardInput | null {
  return handed.get(courseId) ?? null;
}

/** Once the edit page runs on it: a later visit reads the server again. */
export function dropHandedCourse(courseId: string): void {
  handed.delete(courseId);
}
