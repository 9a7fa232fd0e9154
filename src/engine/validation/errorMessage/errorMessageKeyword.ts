import { _, Name, str, stringify, type CodeKeywordDefinition, type SchemaObjCxt } from 'ajv';
import { KEYWORD_CHECKS_MODULE } from '../keywords/keywordChecksModule';
import { applyErrorMessages } from './applyErrorMessages';
import { errorMessagePlan } from './errorMessagePlan';

/**
 * The keyword that runs at the start of every schema holding an `errorMessage` and remembers how many
 * errors the validation had there, so `errorMessage` (which runs after the schema's other keywords) reads
 * only the errors its own schema produced: ajv gives a keyword no such count. It is never written in a
 * schema. Two fields of ajv's public keyword definition place it: `implements: ['errorMessage']` (ajv
 * runs a keyword when its schema holds the keyword or one it implements) and `before` the first keyword
 * of ajv's group for any type of value, which ajv runs before the typed groups. See createAjv.
 */
export const ERROR_MESSAGE_START = 'x-errorMessageStart';

/** The first keyword of ajv 2020's group for any type ($dynamicAnchor reports no error itself). */
export const FIRST_ANY_TYPE_KEYWORD = '$dynamicAnchor';

// The variables of ajv's generated validate functions (ajv's own `names`, whose module shape differs
// between Node's and the bundler's CommonJS interop): the error list, its length, the value's path.
const N = { errors: new Name('errors'), vErrors: new Name('vErrors'), instancePath: new Name('instancePath') };

/** Error count at the start of each schema being compiled that holds an `errorMessage`. */
const starts = new WeakMap<SchemaObjCxt, Name>();

export const errorMessageStartKeyword: CodeKeywordDefinition = {
  keyword: ERROR_MESSAGE_START,
  implements: ['errorMessage'],
  before: FIRST_ANY_TYPE_KEYWORD,
  code(cxt) {
    starts.set(cxt.it, cxt.gen.const('_emStart', N.errors));
  },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws unless `value` is an errorMessage the plan supports (checked when a schema is compiled; here, not beside errorMessagePlan, which the standalone runtime ships). */
function checkErrorMessage(value: unknown): void {
  const text = (entry: unknown, where: string) => {
    if (typeof entry !== 'string') throw new Error(`errorMessage ${where} must be a text`);
    // ajv-errors' `${pointer}` templates fill in data values; no schema uses them, so they are not supported.
    if (entry.includes('${')) throw new Error(`errorMessage ${where}: \${...} templates are not supported`);
  };
  if (typeof value === 'string') return text(value, 'text');
  if (!isObject(value)) throw new Error('errorMessage must be a text or an object');
  for (const [key, entry] of Object.entries(value)) {
    if (key === '_') text(entry, '_');
    else if (key === 'properties') {
      if (!isObject(entry)) throw new Error('errorMessage.properties must be an object');
      for (const [name, message] of Object.entries(entry)) text(message, `properties.${name}`);
    } else if (key === 'items') throw new Error('errorMessage.items is not supported');
    else if (typeof entry === 'string') text(entry, key);
    else if (key === 'required' && isObject(entry)) for (const [field, message] of Object.entries(entry)) text(message, `${key}.${field}`);
    else throw new Error(`errorMessage.${key} must be a text`);
  }
}

/**
 * The engine's `errorMessage` (the messages a schema writes for its rules, in ajv-errors' notation): runs
 * after every other keyword of its schema and replaces the errors that schema produced, see
 * applyErrorMessages. Generated code calls the function by name, so precompiled validators work too.
 */
export const errorMessageKeyword: CodeKeywordDefinition = {
  keyword: 'errorMessage',
  schemaType: ['string', 'object'],
  post: true,
  code(cxt) {
    const { gen, it } = cxt;
    const start = starts.get(it);
    if (start === undefined) throw new Error(`errorMessage at ${it.errSchemaPath}: ${ERROR_MESSAGE_START} did not run first (add the keywords with createAjv)`);
    checkErrorMessage(cxt.schema);
    const planValue = errorMessagePlan(cxt.schema as string | Record<string, unknown>, it.errSchemaPath);
    const apply = gen.scopeValue('func', { ref: applyErrorMessages, code: _`require(${KEYWORD_CHECKS_MODULE}).applyErrorMessages` });
    // Precompiled code rebuilds the plan from the value as written when its module loads (the plan's paths
    // all repeat the schema's path), through the same function: the same plan, in less code.
    const plan = gen.scopeValue('obj', { ref: planValue, code: _`require(${KEYWORD_CHECKS_MODULE}).errorMessagePlan(${stringify(cxt.schema)}, ${it.errSchemaPath})` });
    const instancePath = it.errorPath.toString() === '""' ? N.instancePath : str`${N.instancePath}${it.errorPath}`;
    // Called only when it can change something: the schema reported errors since its start, or its own
    // `type` error (which ajv reports before the keywords for a union type or a type with no keyword of
    // its own here) is the error just before the start. applyErrorMessages answers the same count
    // otherwise; at every valid field of a document with errors elsewhere this saves the call.
    // The type error's schemaPath is read from the plan (`plan.type`), not written out a second time.
    const changed = it.schema.type === undefined ? _`${N.errors} !== ${start}` : _`${N.errors} !== ${start} || (${start} !== 0 && ${N.vErrors}[${start} - 1].schemaPath === ${plan}.type)`;
    gen.if(changed, () => gen.assign(N.errors, _`${apply}(${N.vErrors}, ${start}, ${instancePath}, ${plan})`));
  },
};
