import type { CompiledWizard } from '../compiledWizard';

/** The dev server's schema updates, as the screens see them (see `browserSchemas.ts`). */
export interface HotWizards {
  /** The newest compile of the wizard `wizard` was compiled as (same id, variant and mode). */
  latest(wizard: CompiledWizard): CompiledWizard;
  /** Called with each new compile of that wizard after a schema change; returns the unsubscribe. */
  subscribe(wizard: CompiledWizard, listener: (next: CompiledWizard) => void): () => void;
}

// Set by `browserSchemas.ts` when `npm run dev` loads it; null in production builds and tests. Kept in
// this import-free file so screens can ask without pulling the compiler into a production bundle.
let hotWizards: HotWizards | null = null;

export function setHotWizards(hot: HotWizards): void {
  hotWizards = hot;
}

export function getHotWizards(): HotWizards | null {
  return hotWizards;
}
