import type { DocData } from '../../backend/ports';
import { storedLayout } from './storedLayout';
import type { WizardCatalog } from './wizardCatalog';

/**
 * A stored item in the wizard's shape: every step's own fields as stored, reshaped back by the hooks that
 * reshape them on save (a timestamp back to a date); side collections and derived-only fields are left out.
 */
export function itemForWizard(catalog: WizardCatalog, wizardId: string, stored: DocData): DocData {
  const manifest = catalog.manifest(wizardId);
  const layout = storedLayout(catalog, wizardId);
  const data: DocData = {};
  for (const step of manifest.steps) {
    const own = new Set(layout.ownedBy(step.key));
    for (const hook of layout.hooksOf(step.key)) for (const field of hook.writes) own.delete(field);
    for (const field of own) if (stored[field] !== undefined) data[field] = stored[field];
    for (const hook of layout.hooksOf(step.key)) Object.assign(data, hook.toWizard?.(stored));
  }
  return data;
}
