import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { errorMessageKeyword, errorMessageStartKeyword, FIRST_ANY_TYPE_KEYWORD } from './errorMessage/errorMessageKeyword';
import { customKeywords } from './keywords';
import { constChoiceKeyword } from './constChoices';

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
  // Only precompiling rewrites choice lists to it (constChoices); no schema in schemas/ may use it.
  if (options.standalone) ajv.addKeyword(constChoiceKeyword);
  installErrorMessage(ajv);
  return ajv;
}

/**
 * The engine's own `errorMessage` (errorMessage/errorMessageKeyword.ts), with ajv-errors' meaning, through
 * ajv's public keyword API only: the start keyword is defined first, `implements: ['errorMessage']` (ajv
 * then runs it wherever a schema holds an `errorMessage`, with no mark in the schema) and `before` the
 * first keyword for any type. `implements` also reserves the name `errorMessage` as a keyword without
 * code; `removeKeyword` frees the name ("so you can redefine them", ajv's API docs) for the definition
 * that does the work, which runs after the schema's other keywords (`post`).
 */
function installErrorMessage(ajv: WizardAjv): void {
  if (!ajv.getKeyword(FIRST_ANY_TYPE_KEYWORD)) throw new Error(`ajv has no ${FIRST_ANY_TYPE_KEYWORD} keyword to put the errorMessage start before`);
  ajv.addKeyword(errorMessageStartKeyword);
  ajv.removeKeyword('errorMessage');
  ajv.addKeyword(errorMessageKeyword);
}
