import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ERROR_MESSAGE_START, errorMessageKeyword, errorMessageStartKeyword } from './errorMessage/errorMessageKeyword';
import { markErrorMessages } from './errorMessage/markErrorMessages';
import { customKeywords } from './keywords';

/** The ajv class our schemas are written for: JSON Schema draft 2020-12. */
export type WizardAjv = Ajv2020;

/** UI hints ride along in the schemas; registered as an annotation so strict mode accepts them. */
export const UI_HINTS_KEYWORD = 'x-ui';

/**
 * The one ajv configuration, shared by the browser, the server, the CLIs and the precompiler.
 * Draft 2020-12 (Ajv2020): `$defs`, `unevaluatedProperties` and `dependentRequired` are standard there,
 * and editors validate 2020-12 meta-schemas. Standard keywords keep their JSON Schema meaning: no type
 * coercion, nothing removed, no defaults injected. `standalone` keeps generated source for ajv/standalone.
 */
export function createAjv(options: { standalone?: boolean } = {}): WizardAjv {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    strict: true,
    // 2020-12 lets `required` name fields declared by a sibling subschema (allOf, if/then); the strict
    // check only sees the same schema object and would reject those valid schemas.
    strictRequired: false,
    // Nullable fields (`type: ["string", "null"]`) are ordinary JSON Schema; allow them under strict.
    allowUnionTypes: true,
    // Keywords read the validation context as `this` (dates judged in the user's zone, allow-lists by fact).
    passContext: true,
    // No `verbose`: it put the schema, parent schema and data in every error ajv builds, failed branches of
    // oneOf/anyOf included, which cost valid documents too. A keyword whose message names what it computed
    // ('{date}') carries its value itself (PredicateKeywordSpec.ruleInError).
    verbose: false,
    code: options.standalone ? { source: true, esm: true } : {},
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: UI_HINTS_KEYWORD, schemaType: 'object' });
  for (const keyword of customKeywords) ajv.addKeyword(keyword);
  installErrorMessage(ajv);
  return ajv;
}

/**
 * The engine's own `errorMessage` (errorMessage/errorMessageKeyword.ts), with ajv-errors' meaning. Its
 * start marker must run before every other keyword of a schema, so it goes first in ajv's group of
 * keywords that apply to any type (which ajv runs before the typed groups); and every schema given to
 * `compile` or `addSchema` is marked first (markErrorMessages), so no caller has to.
 */
function installErrorMessage(ajv: WizardAjv): void {
  ajv.addKeyword(errorMessageStartKeyword);
  ajv.addKeyword(errorMessageKeyword);
  const anyType = ajv.RULES.rules.find((group) => group.type === undefined);
  const index = anyType?.rules.findIndex((rule) => rule.keyword === ERROR_MESSAGE_START) ?? -1;
  if (!anyType || index < 0) throw new Error(`${ERROR_MESSAGE_START} is not among ajv's rules for any type`);
  anyType.rules.unshift(...anyType.rules.splice(index, 1));
  const compile = ajv.compile.bind(ajv);
  const addSchema = ajv.addSchema.bind(ajv);
  ajv.compile = ((schema: unknown, meta?: boolean) => compile(markErrorMessages(schema) as never, meta)) as WizardAjv['compile'];
  ajv.addSchema = ((schema: unknown, key?: string, meta?: boolean, validateSchema?: boolean) =>
    addSchema((Array.isArray(schema) ? schema.map((one) => markErrorMessages(one)) : markErrorMessages(schema)) as never, key, meta, validateSchema)) as WizardAjv['addSchema'];
}
