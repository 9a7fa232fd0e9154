import type { ErrorObject } from 'ajv';
import { DATA_FILE_METAS, isManifestPath, resolveRef, schemaIdFor, type SchemaSource } from '../schemaSource';
import { createAjv } from '../validation/createAjv';
import type { SchemaProblem } from './schemaProblem';

/** The rule file every step and common schema follows. */
export const STEP_META_PATH = 'schemas/meta/step.schema.json';
/** The rule file every wizard manifest follows. */
export const WIZARD_META_PATH = 'schemas/meta/wizard.schema.json';

// Rewrites the meta-schema's own wording into what a staff member needs to read.
function describe(error: ErrorObject, isManifest: boolean): { pointer: string; message: string } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperty' || error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    const what = isManifest ? 'property' : error.instancePath.endsWith('/x-ui') ? 'UI hint' : 'keyword';
    return { pointer: `${error.instancePath}/${name}`, message: `unknown ${what} "${name}"` };
  }
  if (error.keyword === 'enum' && error.instancePath.endsWith('/x-ui/widget')) {
    const known = (params.allowedValues as string[]).join(', ');
    return { pointer: error.instancePath, message: `unknown widget; known widgets: ${known}` };
  }
  const allowed = Array.isArray(params.allowedValues) ? `: ${(params.allowedValues as unknown[]).join(', ')}` : '';
  return { pointer: error.instancePath, message: `${error.message ?? 'is invalid'}${allowed}` };
}

/**
 * Checks every manifest against `wizard.schema.json`, each data file against its own meta-schema
 * (`DATA_FILE_METAS`: the platform facts, the insights figures) and every other schema file against
 * `step.schema.json` (closed: unknown keywords, UI hints and widget names are reported).
 */
export function metaSchemaProblems(source: SchemaSource): SchemaProblem[] {
  const ajv = createAjv();
  const problems: SchemaProblem[] = [];
  const metas: Record<string, ReturnType<typeof ajv.compile> | undefined> = {};
  for (const path of [STEP_META_PATH, WIZARD_META_PATH, ...new Set(Object.values(DATA_FILE_METAS))]) {
    const meta = source[path];
    if (meta === undefined) {
      problems.push({ file: path, pointer: '', message: 'meta-schema missing' });
      continue;
    }
    try {
      metas[path] = ajv.compile({ ...(meta as object), $id: schemaIdFor(path) });
    } catch (error) {
      problems.push({ file: path, pointer: '', message: (error as Error).message });
    }
  }
  for (const [file, document] of Object.entries(source)) {
    if (file.startsWith('schemas/meta/')) continue;
    const isManifest = isManifestPath(file);
    const metaPath = isManifest ? WIZARD_META_PATH : (DATA_FILE_METAS[file] ?? STEP_META_PATH);
    const hint = (document as { $schema?: unknown } | null)?.$schema;
    // Editors find the meta-schema (and autocomplete) only through a correct relative $schema.
    if (typeof hint !== 'string' || resolveRef(file, hint).path !== metaPath) {
      problems.push({ file, pointer: '/$schema', message: `"$schema" must be the relative path to ${metaPath}` });
    }
    const validate = metas[metaPath];
    if (!validate || validate(document)) continue;
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      // anyOf/oneOf/if only summarise the branch errors already reported beside them.
      if (['anyOf', 'oneOf', 'if'].includes(error.keyword)) continue;
      const { pointer, message } = describe(error, isManifest);
      if (seen.has(pointer + message)) continue;
      seen.add(pointer + message);
      problems.push({ file, pointer, message });
    }
  }
  return problems;
}
