import { useEffect, useState } from 'react';
import type { WizardInput } from '../../../machines/wizardMachine';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { draftAutosave } from './draftAutosave';
import type { DraftStore } from './draftStore';
import { resumeDraft } from './resumeDraft';

/**
 * The wizard's start input, resumed from a local draft when there is one, and the context listener
 * that keeps the draft written. Pending writes are flushed when the page is hidden or closed.
 */
export function useWizardDraft(wizard: CompiledWizard, base: WizardInput, store: DraftStore) {
  const [state] = useState(() => {
    const draft = store.read(wizard.manifest.id, base.itemId ?? null);
    const resumed = draft ? resumeDraft(wizard, draft, base) : { input: base, reopened: [] as string[] };
    return { ...resumed, onContext: draftAutosave(store, wizard.manifest.id, wizard.version) };
  });
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      store.flush();
    };
  }, [store]);
  return state;
}
