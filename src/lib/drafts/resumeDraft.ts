import type { WizardInput } from '../../../machines/wizardMachine';
import type { CompiledWizard } from '../../engine/compiledWizard';
import type { WizardDraft } from './draftStore';

/**
 * Starts a wizard from a draft. Under a changed wizard version, a validated step whose data the new
 * schemas reject is re-opened (no longer validated), so the step bar marks it and submit waits for it.
 */
export function resumeDraft(wizard: CompiledWizard, draft: WizardDraft, base: WizardInput): { input: WizardInput; reopened: string[] } {
  const changed = draft.version !== wizard.version;
  const known = new Set(wizard.steps.map((s) => s.key));
  const reopened = changed
    ? draft.validated.filter((key) => !known.has(key) || wizard.validateStep(key, draft.data).length > 0)
    : [];
  const validated = draft.validated.filter((key) => known.has(key) && !reopened.includes(key));
  return {
    input: {
      ...base,
      itemId: draft.itemId ?? base.itemId ?? null,
      data: draft.data,
      saved: draft.saved,
      validated,
      ...(known.has(draft.current) ? { startStep: draft.current } : {}),
    },
    reopened,
  };
}
