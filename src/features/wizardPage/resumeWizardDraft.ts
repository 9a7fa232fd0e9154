import type { WizardInput } from '../../../machines/wizardMachine';
import type { CompiledWizard } from '../../engine/compiledWizard';
import type { DraftStore } from '../../lib/drafts/draftStore';
import { mergeDraft } from '../../lib/drafts/mergeDraft';
import { resumeDraft } from '../../lib/drafts/resumeDraft';

/** How a wizard page starts: from the server's data, with a local draft's unsaved changes over it. */
export interface ResumedWizard {
  input: WizardInput;
  /** Fields taken from the draft; empty when there was nothing to restore. */
  restored: string[];
  /** Steps a changed schema version re-opened. */
  reopened: string[];
}

/**
 * Lays the item's draft (if any) over `base`, the input built from the server's data. A draft with
 * nothing the server lacks is stale and removed. The wizard opens on the step holding the restored work.
 */
export function resumeWizardDraft(wizard: CompiledWizard, store: DraftStore, base: WizardInput): ResumedWizard {
  const itemId = base.itemId ?? null;
  const draft = store.read(wizard.manifest.id, itemId);
  if (!draft) return { input: base, restored: [], reopened: [] };
  const server = base.data ?? {};
  const { data, restored } = mergeDraft(draft, server);
  if (restored.length === 0) {
    store.clear(wizard.manifest.id, itemId);
    return { input: base, restored: [], reopened: [] };
  }
  const validated = [...new Set([...(base.validated ?? []), ...draft.validated])];
  const { input, reopened } = resumeDraft(wizard, { ...draft, itemId, data, saved: server, validated }, base);
  const owns = (key: string) => wizard.stepFields(key).some((field) => restored.includes(field));
  const startStep = input.startStep && owns(input.startStep) ? input.startStep : (wizard.steps.find((s) => owns(s.key))?.key ?? input.startStep);
  return { input: { ...input, mode: base.mode, ...(startStep ? { startStep } : {}) }, restored, reopened };
}
