import { dereference } from '../dereference';
import { stepSchemaPath } from '../findManifest';
import type { WizardManifest } from '../manifest';
import type { SchemaSource } from '../schemaSource';
import { stepFields } from '../stepFields';
import type { SchemaProblem } from './schemaProblem';

const MANIFEST = /(?:^|\/)wizards\/([^/]+)\/wizard\.json$/;

/**
 * Checks that meta-schemas cannot see: the id equals the folder, step keys are unique, step schema
 * files exist, and no field is claimed by two steps (each step saves only its own fields).
 */
export function manifestProblems(source: SchemaSource): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [file, document] of Object.entries(source)) {
    const folder = MANIFEST.exec(file)?.[1];
    if (folder === undefined || typeof document !== 'object' || document === null) continue;
    const manifest = document as Partial<WizardManifest>;
    if (typeof manifest.id === 'string' && manifest.id !== folder) {
      problems.push({ file, pointer: '/id', message: `id "${manifest.id}" must equal its folder name "${folder}"` });
    }
    const keys = new Map<string, number>();
    const owners = new Map<string, string>();
    (Array.isArray(manifest.steps) ? manifest.steps : []).forEach((step, i) => {
      if (typeof step?.key !== 'string') return;
      const first = keys.get(step.key);
      if (first !== undefined) problems.push({ file, pointer: `/steps/${i}/key`, message: `duplicate step key "${step.key}" (also step ${first + 1})` });
      else keys.set(step.key, i);
      if (typeof step.schema !== 'string') return;
      const path = stepSchemaPath(file, step.schema);
      if (!(path in source)) {
        problems.push({ file, pointer: `/steps/${i}/schema`, message: `${step.schema} does not exist (looked for ${path})` });
        return;
      }
      let fields: string[];
      try {
        fields = stepFields(dereference(source, path));
      } catch {
        // An unresolvable $ref is reported by the reference check; top-level names are still known.
        fields = stepFields(source[path] as Record<string, unknown>);
      }
      // A field the step only reads belongs to the step that saves it.
      fields = fields.filter((field) => !(step.reads ?? []).includes(field));
      for (const field of fields) {
        const owner = owners.get(field);
        if (owner !== undefined && owner !== step.key) {
          problems.push({ file, pointer: `/steps/${i}/schema`, message: `field "${field}" is also claimed by step "${owner}"` });
        } else owners.set(field, step.key);
      }
    });
    (Array.isArray(manifest.steps) ? manifest.steps : []).forEach((step, i) => {
      for (const field of step?.reads ?? []) {
        const owner = owners.get(field);
        if (owner === undefined) problems.push({ file, pointer: `/steps/${i}/reads`, message: `no step owns "${field}"` });
        else if (owner === step.key) problems.push({ file, pointer: `/steps/${i}/reads`, message: `"${field}" is this step's own field` });
      }
    });
  }
  return problems;
}

