import type { WizardManifest } from '../manifest';
import type { SchemaSource } from '../schemaSource';
import type { SchemaProblem } from './schemaProblem';

/** Names code has registered, by kind: what a manifest may name without a code change. */
export interface RegisteredNames {
  /** Server derive hooks (`derive` on a step). */
  derive: readonly string[];
  /** Side collections saved item by item (`sideCollections` on a step). */
  sideCollections: readonly string[];
  /** Status policies (`storage.statusPolicy`). */
  statusPolicies: readonly string[];
  /** Named outcomes of a save (`outcomes[].name`). */
  outcomes: readonly string[];
}

const MANIFEST = /(?:^|\/)wizards\/[^/]+\/wizard\.json$/;

function unknown(file: string, pointer: string, kind: string, name: string, known: readonly string[]): SchemaProblem {
  return { file, pointer, message: `no ${kind} is registered as "${name}" (known: ${known.length ? known.join(', ') : 'none'})` };
}

/**
 * Manifest names that code must implement (hooks, side collections, status policies, save outcomes), checked against
 * what is registered, so a misspelt or missing name fails `schemas:check` rather than the first save.
 */
export function registeredNameProblems(source: SchemaSource, names: RegisteredNames): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [file, document] of Object.entries(source)) {
    if (!MANIFEST.test(file) || typeof document !== 'object' || document === null) continue;
    const manifest = document as Partial<WizardManifest>;
    const policy = manifest.storage?.statusPolicy;
    if (typeof policy === 'string' && !names.statusPolicies.includes(policy)) {
      problems.push(unknown(file, '/storage/statusPolicy', 'status policy', policy, names.statusPolicies));
    }
    (Array.isArray(manifest.outcomes) ? manifest.outcomes : []).forEach((outcome, i) => {
      if (typeof outcome?.name === 'string' && !names.outcomes.includes(outcome.name)) {
        problems.push(unknown(file, `/outcomes/${i}/name`, 'save outcome', outcome.name, names.outcomes));
      }
    });
    (Array.isArray(manifest.steps) ? manifest.steps : []).forEach((step, i) => {
      (step?.derive ?? []).forEach((hook, h) => {
        if (!names.derive.includes(hook)) problems.push(unknown(file, `/steps/${i}/derive/${h}`, 'derive hook', hook, names.derive));
      });
      for (const [field, collection] of Object.entries(step?.sideCollections ?? {})) {
        if (!names.sideCollections.includes(collection)) {
          problems.push(unknown(file, `/steps/${i}/sideCollections/${field}`, 'side collection', collection, names.sideCollections));
        }
      }
    });
  }
  return problems;
}
