import type { CodeKeywordDefinition } from 'ajv';
import { _, Name, str } from 'ajv';
import { reportConstChoice, type Choice, type ConstChoicePlan, type ConstChoiceReport } from './constChoiceErrors';
import { KEYWORD_CHECKS_MODULE } from './keywords/keywordChecksModule';
import { isDataSchemaPath, type SchemaSource } from '../schemaSource';

/**
 * A choice list written as `oneOf` (or `anyOf`) of `const` branches (`{ const, title?, description? }`, one
 * per option, so a form can label each) compiles in ajv to one block of code per branch: the 49 languages, the
 * topic catalogue and retreat's categories were most of what the track and retreat routes carried. For the
 * precompiled validators only (precompiledValidatorsCode), such a list is rewritten to this keyword, which
 * checks the value against the consts in one lookup and, when none matches, reports exactly the errors ajv's
 * `oneOf`/`anyOf` reports there (each branch's `const` error, then the list's own error, with the same
 * schemaPaths, params and messages), so errorMessage, toFieldErrors and message keys see the same list.
 * Never written in `schemas/`: the server and every other validator compile the lists as written.
 */
export const CONST_CHOICE_KEYWORD = 'x-constChoice';



const ANNOTATIONS = new Set(['title', 'description', '$comment']);
// Keys of the schema holding the list that report no error of their own, or only before every keyword (`type`):
// with anything else beside it (`not`, `enum`, …), the order of errors could change, so such a list is left alone.
const BESIDE = new Set(['type', 'title', 'description', '$comment', 'default', 'examples', 'errorMessage']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isChoice = (value: unknown): value is Choice =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** The plan for a schema node whose only applicator is a list of distinct primitive consts, else undefined. */
export function constChoicePlan(node: Record<string, unknown>): ConstChoicePlan | undefined {
  const of = 'oneOf' in node ? 'oneOf' : 'anyOf' in node ? 'anyOf' : undefined;
  if (of === undefined || ('oneOf' in node && 'anyOf' in node)) return undefined;
  const branches = node[of];
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  for (const key of Object.keys(node)) if (key !== of && !BESIDE.has(key) && !key.startsWith('x-')) return undefined;
  const values: Choice[] = [];
  for (const branch of branches) {
    if (!isObject(branch) || !('const' in branch) || !isChoice(branch.const)) return undefined;
    if (Object.keys(branch).some((key) => key !== 'const' && !ANNOTATIONS.has(key) && !key.startsWith('x-'))) return undefined;
    // Two equal consts would make oneOf fail on that value (two passing branches): not a plain lookup.
    if (values.includes(branch.const)) return undefined;
    values.push(branch.const);
  }
  return { of, values };
}

const DATA_KEYS = new Set(['const', 'enum', 'default', 'examples', 'errorMessage']);

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!isObject(node)) return node;
  const plan = constChoicePlan(node);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (plan && key === plan.of) result[CONST_CHOICE_KEYWORD] = plan;
    // Values that hold data or hints, not schemas, are copied as they are.
    else result[key] = DATA_KEYS.has(key) || key.startsWith('x-') ? value : rewrite(value);
  }
  return result;
}

/** `source` with every eligible choice list of its JSON files rewritten to CONST_CHOICE_KEYWORD. */
export function withConstChoices(source: SchemaSource): SchemaSource {
  return Object.fromEntries(Object.entries(source).map(([path, document]) => [path, isDataSchemaPath(path) ? rewrite(document) : document]));
}

const N = { errors: new Name('errors'), vErrors: new Name('vErrors'), instancePath: new Name('instancePath') };

/** The keyword (registered only for precompiling, see createAjv). */
export const constChoiceKeyword: CodeKeywordDefinition = {
  keyword: CONST_CHOICE_KEYWORD,
  schemaType: 'object',
  code(cxt) {
    const { gen, it, data } = cxt;
    const plan = cxt.schema as ConstChoicePlan;
    const reportValue: ConstChoiceReport = { of: plan.of, values: plan.values, schemaPath: `${it.errSchemaPath}/${plan.of}` };
    const report = gen.scopeValue('obj', { ref: reportValue, code: _`JSON.parse(${JSON.stringify(reportValue)})` });
    const fn = gen.scopeValue('func', { ref: reportConstChoice, code: _`require(${KEYWORD_CHECKS_MODULE}).reportConstChoice` });
    const instancePath = it.errorPath.toString() === '""' ? N.instancePath : str`${N.instancePath}${it.errorPath}`;
    gen.if(_`${report}.values.indexOf(${data}) < 0`, () => {
      gen.assign(N.vErrors, _`${fn}(${N.vErrors}, ${instancePath}, ${report})`);
      gen.assign(N.errors, _`${N.vErrors}.length`);
    });
  },
};
