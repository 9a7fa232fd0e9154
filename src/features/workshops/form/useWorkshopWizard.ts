import { useEffect, useState } from 'react';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { findManifest } from '../../../engine/findManifest';
import { loadBrowserWizard } from '../../../engine/loadBrowserWizard';
import { chooseVariant } from '../../../engine/resolveManifest';
import { useHotWizard } from '../../../renderer/useHotWizard';

/** The workshop manifest's id (schemas/wizards/workshop). */
export const WORKSHOP_WIZARD = 'workshop';

// The manifest alone, at hand before the wizard's chunk (validators and steps) loads: the variant picks what to load.
const manifestSource = Object.fromEntries(
  Object.entries(import.meta.glob('/schemas/wizards/workshop/wizard.json', { eager: true, import: 'default' })).map(([key, value]) => [key.replace(/^\//, ''), value]),
);

/** The variant a route value (create) or a stored workshop (edit) selects, as the server chooses it. */
export function workshopVariant(routeValue: string, stored: Record<string, unknown> | null): string | undefined {
  return chooseVariant(findManifest(manifestSource, WORKSHOP_WIZARD).manifest, { routeValue, item: stored });
}

/**
 * The workshop form compiled for one variant and mode; null while loading or until `variant` is known.
 * In `npm run dev` each schema edit gives the newest compile, which the accordion restarts on.
 */
export function useWorkshopWizard(variant: string | undefined, mode: 'create' | 'edit'): CompiledWizard | null {
  const [compiled, setCompiled] = useState<CompiledWizard | null>(null);
  useEffect(() => {
    if (!variant) return;
    let live = true;
    void loadBrowserWizard(WORKSHOP_WIZARD, { variant, mode }).then((wizard) => live && setCompiled(wizard));
    return () => {
      live = false;
    };
  }, [variant, mode]);
  return useHotWizard(compiled && compiled.variant === variant && compiled.mode === mode ? compiled : null);
}
