import { useEffect, useState } from 'react';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadBrowserWizard } from '../../engine/loadBrowserWizard';
import { useHotWizard } from '../../renderer/useHotWizard';

// Kept once loaded, so a page's switch from its create route to its edit route draws no spinner.
const loaded = new Map<string, CompiledWizard>();
const key = (manifestId: string, variant: string | undefined) => `${manifestId}:${variant ?? ''}`;

/** The compiled wizard for one manifest and variant, loaded on first use (null until then, or while `variant` is not known yet), as the schemas are now. */
export function useCompiledWizard(manifestId: string, variant: string | undefined, known = true): CompiledWizard | null {
  const [compiled, setCompiled] = useState<CompiledWizard | null>(() => (known ? (loaded.get(key(manifestId, variant)) ?? null) : null));
  useEffect(() => {
    if (!known) return;
    const cached = loaded.get(key(manifestId, variant));
    if (cached) {
      setCompiled(cached);
      return;
    }
    let live = true;
    void loadBrowserWizard(manifestId, variant === undefined ? {} : { variant }).then((w) => {
      loaded.set(key(manifestId, variant), w);
      if (live) setCompiled(w);
    });
    return () => {
      live = false;
    };
  }, [manifestId, variant, known]);
  // In `npm run dev` a schema edit gives a newer compile: the page prepares it again and the open step carries over.
  return useHotWizard(compiled && compiled.manifest.id === manifestId ? compiled : null);
}
