import type { AccordionInput } from '../../../../machines/accordionWizardMachine';
import type { CompiledWizard } from '../../../engine/compiledWizard';

/**
 * The accordion's input for a workshop: the stored fields (edit) or nothing (create), with the kind the
 * variant fixes, so rules that read it (`type`) judge the right kind. A new workshop gets its id now: its
 * uploads need their folder before the first save.
 */
export function workshopFormInput(wizard: CompiledWizard, stored: { id: string; data: Record<string, unknown> } | null, newId: string): AccordionInput {
  if (!stored) return { mode: 'create', itemId: newId, status: null, data: { ...wizard.fixedValues } };
  const status = typeof stored.data.status === 'string' ? stored.data.status : null;
  return { mode: 'edit', itemId: stored.id, status, data: { ...stored.data, ...wizard.fixedValues } };
}
