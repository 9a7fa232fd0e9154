import { useEffect, useReducer } from 'react';
import type { CompiledWizard } from '../engine/compiledWizard';
import { getHotWizards } from '../engine/hot/hotWizards';

function useNewestWizard(wizard: CompiledWizard | null): CompiledWizard | null {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const hot = getHotWizards();
    return wizard && hot ? hot.subscribe(wizard, redraw) : undefined;
  }, [wizard]);
  const hot = getHotWizards();
  return wizard && hot ? hot.latest(wizard) : wizard;
}

/**
 * The wizard a page loaded with `loadBrowserWizard`, as the schemas are now: in `npm run dev` each
 * checked schema edit gives a new compile (a new object, so the page's memos built on it run again and
 * WizardView carries the publisher's place and typed data over). Production returns `wizard` as is.
 */
export const useHotWizard: (wizard: CompiledWizard | null) => CompiledWizard | null = import.meta.env.DEV ? useNewestWizard : (wizard) => wizard;
