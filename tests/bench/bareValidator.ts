import Ajv2020 from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { UI_HINTS_KEYWORD } from '../../src/engine/validation/createAjv';
import { customKeywords } from '../../src/engine/validation/keywords';
import { isManifestPath, isMetaSchemaPath, schemaIdFor, type SchemaSource } from '../../src/engine/schemaSource';
import type { StepValidator } from '../../src/engine/validation/stepValidator';

/** What "bare ajv" means in the table; printed under it. */
export const BARE_DESCRIPTION =
  'bare = new Ajv2020({ allErrors: true }) + ajv-formats + ajv-errors + our 16 custom keywords + the x-ui annotation; ' +
  'same step and common files under the same $ids; timed call: validate(data) only (no field picking, no error mapping)';

/**
 * A plain ajv validator of one schema file: default options apart from allErrors, plus exactly the
 * plugins and keywords the schema needs to mean the same thing (messages and custom rules included).
 */
export function bareValidator(source: SchemaSource, path: string): StepValidator {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addKeyword({ keyword: UI_HINTS_KEYWORD, schemaType: 'object' });
  for (const keyword of customKeywords) ajv.addKeyword(keyword);
  for (const [file, document] of Object.entries(source)) {
    if (isManifestPath(file) || isMetaSchemaPath(file) || typeof document !== 'object' || document === null) continue;
    const { $schema: _editorHint, ...schema } = document as Record<string, unknown>;
    ajv.addSchema({ ...schema, $id: schemaIdFor(file) });
  }
  const validate = ajv.getSchema(schemaIdFor(path));
  if (!validate) throw new Error(`No schema ${path}`);
  return validate as StepValidator;
}
