import { DERIVE_HOOKS } from '../../domain/deriveHooks';
import type { DeriveHook } from '../../domain/wizardHooks';
import type { WizardMode } from '../../engine/manifest';
import type { WizardCatalog } from './wizardCatalog';

/** How a wizard's steps map onto the stored item, read from its manifest. */
export interface StoredLayout {
  /** Every stored field the wizard edits: all steps' own fields and the fields their hooks derive (side collections aside). What a revision holds. */
  editable: string[];
  /** Side-collection fields and the names their calls are registered under. */
  sideCollections: Record<string, string>;
  /** The hooks of a step, in the manifest's order. */
  hooksOf(stepKey: string): DeriveHook[];
  /** The stored fields a save of the step writes (and clears when absent): its own fields and its hooks' fields. */
  ownedBy(stepKey: string): string[];
}

const layouts = new WeakMap<WizardCatalog, Map<string, StoredLayout>>();

function hookNamed(wizardId: string, name: string): DeriveHook {
  const hook = Object.hasOwn(DERIVE_HOOKS, name) ? DERIVE_HOOKS[name] : undefined;
  if (!hook) throw new Error(`Wizard "${wizardId}" names a derive hook "${name}" that is not registered (src/domain/deriveHooks.ts)`);
  return hook;
}

function buildLayout(catalog: WizardCatalog, wizardId: string): StoredLayout {
  const manifest = catalog.manifest(wizardId);
  const sideCollections: Record<string, string> = {};
  const hooks = new Map<string, DeriveHook[]>();
  for (const step of manifest.steps) {
    Object.assign(sideCollections, step.sideCollections);
    hooks.set(step.key, (step.derive ?? []).map((name) => hookNamed(wizardId, name)));
  }
  // A step's fields are the same in every variant and mode it shows in; the union covers steps one variant hides.
  const fieldsOf = new Map<string, string[]>();
  const modes = (manifest.modes ?? ['create', 'edit']).filter((mode): mode is Exclude<WizardMode, 'view'> => mode !== 'view');
  for (const variant of manifest.variants ? Object.keys(manifest.variants) : [undefined]) {
    for (const mode of modes) {
      for (const step of catalog.compiled(wizardId, { variant, mode }).steps) {
        if (!step.review) fieldsOf.set(step.key, step.fields.filter((f) => !Object.hasOwn(sideCollections, f)));
      }
    }
  }
  const fieldsOwnedBy = (stepKey: string) => [...new Set([...(fieldsOf.get(stepKey) ?? []), ...(hooks.get(stepKey) ?? []).flatMap((h) => h.writes)])];
  // Asked on every step save: each step's list is built once, and shared like `editable`.
  const owned = new Map([...new Set([...fieldsOf.keys(), ...hooks.keys()])].map((key) => [key, fieldsOwnedBy(key)]));
  return {
    editable: [...new Set([...fieldsOf.keys()].flatMap(fieldsOwnedBy))],
    sideCollections,
    hooksOf: (stepKey) => hooks.get(stepKey) ?? [],
    ownedBy: (stepKey) => owned.get(stepKey) ?? fieldsOwnedBy(stepKey),
  };
}

/** The stored layout of a wizard, built once per catalog. */
export function storedLayout(catalog: WizardCatalog, wizardId: string): StoredLayout {
  let byId = layouts.get(catalog);
  if (!byId) layouts.set(catalog, (byId = new Map()));
  let layout = byId.get(wizardId);
  if (!layout) byId.set(wizardId, (layout = buildLayout(catalog, wizardId)));
  return layout;
}
