import type { WizardContext, WizardInput } from '../../../machines/wizardMachine';

// A create route hands its live wizard to the edit route it switches to after the first save, so the
// switch keeps the step, the data and what is validated without a round trip to the server.
const handed = new Map<string, WizardInput>();
const key = (wizardId: string, itemId: string) => `${wizardId}:${itemId}`;

/** Called by a create page once the first save gave the item its id. */
export function handOffWizard(wizardId: string, context: WizardContext & { itemId: string }): void {
  handed.set(key(wizardId, context.itemId), {
    mode: 'edit',
    itemId: context.itemId,
    data: context.data,
    saved: context.saved,
    validated: context.validated,
    startStep: context.current,
  });
}

/** The wizard handed to the edit page, or nothing when it was opened directly. */
export function handedWizard(wizardId: string, itemId: string): WizardInput | null {
  return handed.get(key(wizardId, itemId)) ?? null;
}

/** Once the edit page runs on it: a later visit reads the server again. */
export function dropHandedWizard(wizardId: string, itemId: string): void {
  handed.delete(key(wizardId, itemId));
}
