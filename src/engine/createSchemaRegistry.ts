import { listWizardIds } from './findManifest';
import { withPlatformFacts } from './platformFacts';
import { isDataSchemaPath, schemaIdFor, type SchemaSource } from './schemaSource';
import { createAjv, type WizardAjv } from './validation/createAjv';
import type { StepValidator } from './validation/stepValidator';

/** All schemas of a source loaded into one ajv instance, so shared `$defs` compile once. */
export interface SchemaRegistry {
  source: SchemaSource;
  ajv: WizardAjv;
  wizardIds(): string[];
  /** The validator of a whole schema file (compiled on first use, then cached by ajv). */
  validatorFor(path: string): StepValidator;
}

/** Whether any data schema file (what the registry compiles) holds `unevaluatedProperties` or `unevaluatedItems` (as any key, to be safe). */
export function usesUnevaluated(source: SchemaSource): boolean {
  const holds = (node: unknown): boolean =>
    Array.isArray(node)
      ? node.some(holds)
      : typeof node === 'object' && node !== null && Object.entries(node).some(([key, value]) => key === 'unevaluatedProperties' || key === 'unevaluatedItems' || holds(value));
  return Object.entries(source).some(([path, document]) => isDataSchemaPath(path) && holds(document));
}

/**
 * Loads every step and common schema of `source` into ajv under an `$id` derived from its path.
 * `$schema` (a relative path to our meta-schema, for editors) is dropped: ajv would look it up as a
 * meta-schema URI; `npm run schemas:check` validates files against the meta-schemas instead.
 */
export function createSchemaRegistry(given: SchemaSource, options: { standalone?: boolean; trackEvaluated?: boolean } = {}): SchemaRegistry {
  const source = withPlatformFacts(given);
  const ajv = createAjv(options);
  // ajv's 2020 class always tracks which properties and items each function evaluated (a `validateN.evaluated`
  // table, resets and merges in every function, on every call), which only `unevaluatedProperties` and
  // `unevaluatedItems` read. Where no data schema holds either, the registry's validators leave it out: the
  // same verdicts and errors, less work per call (the server validates with these; precompiled code too).
  // `trackEvaluated` keeps it (the precompiled code's uncompacted reference).
  if (options.trackEvaluated !== true && !usesUnevaluated(source)) (ajv.opts as { unevaluated?: boolean }).unevaluated = false;
  for (const [path, document] of Object.entries(source)) {
    if (!isDataSchemaPath(path)) continue;
    if (typeof document !== 'object' || document === null || Array.isArray(document)) continue;
    const { $schema: _editorHint, ...schema } = document as Record<string, unknown>;
    ajv.addSchema({ ...schema, $id: schemaIdFor(path) });
  }
  return {
    source,
    ajv,
    wizardIds: () => listWizardIds(source),
    validatorFor(path) {
      const validate = ajv.getSchema(schemaIdFor(path));
      if (!validate) throw new Error(`No schema file ${path}`);
      return validate as StepValidator;
    },
  };
}
