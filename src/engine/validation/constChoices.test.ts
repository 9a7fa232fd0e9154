import { describe, expect, it } from 'vitest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { PROJECT_ROOT } from './testing/keywordHarness';
import { createAjv } from './createAjv';
import { CONST_CHOICE_KEYWORD, constChoicePlan, withConstChoices } from './constChoices';

const branches = (values: unknown[]) => values.map((value, i) => ({ const: value, title: `Option ${i}` }));

// Choice lists in the shapes the schemas use: on a field, with an errorMessage, in array items, under $defs
// reached by $ref, as anyOf, nullable; and lists that must stay as written.
const SCHEMA = {
  type: 'object',
  properties: {
    plain: { type: 'string', oneOf: branches(['a', 'b', 'c']) },
    messaged: { title: 'M', type: 'string', oneOf: branches(['x', 'y']), errorMessage: 'Please select one', 'x-ui': { widget: 'radio' } },
    keyed: { type: 'integer', oneOf: branches([7, 14, 30]), errorMessage: { oneOf: 'Pick a number of days' } },
    items: { type: 'array', items: { type: 'string', oneOf: branches(['m', 'n']) } },
    language: { $ref: '#/$defs/language' },
    languages: { type: 'array', items: { $ref: '#/$defs/language' }, errorMessage: { _: 'Languages are wrong' } },
    any: { type: ['string', 'null'], anyOf: branches(['p', null]) },
    withNot: { type: 'string', oneOf: branches(['s', 't']), not: { const: 't' } },
    twice: { type: 'string', oneOf: branches(['u', 'u']) },
  },
  $defs: { language: { type: 'string', anyOf: branches(['en', 'de', 'fr', 'hi']) } },
};

const VALUES = ['a', 'b', 'z', '', 'x', 'y', 7, 30, 8, '7', 'm', 'en', 'hi', 'EN', 'p', null, 's', 't', 'u', true, 3.5, {}, []];

function documents(): unknown[] {
  const result: unknown[] = [{}];
  const keys = Object.keys(SCHEMA.properties);
  VALUES.forEach((value, v) => {
    result.push(Object.fromEntries(keys.map((key, k) => [key, key === 'items' || key === 'languages' ? [value, VALUES[(v + k) % VALUES.length], 'n', 'fr'] : VALUES[(v + k) % VALUES.length]])));
  });
  return result;
}

describe('choice lists of consts', () => {
  it('rewrites only lists of distinct primitive consts with nothing beside them that reports errors', () => {
    const rewritten = withConstChoices({ 'schemas/wizards/x/steps/a.schema.json': SCHEMA })['schemas/wizards/x/steps/a.schema.json'] as typeof SCHEMA;
    const has = (node: object) => CONST_CHOICE_KEYWORD in node;
    const p = rewritten.properties;
    expect([p.plain, p.messaged, p.keyed, p.items.items, p.any, rewritten.$defs.language].every(has)).toBe(true);
    expect(has(p.withNot) || has(p.twice)).toBe(false);
    expect(p.messaged['x-ui']).toEqual({ widget: 'radio' });
    expect(constChoicePlan({ oneOf: [{ const: { a: 1 } }] })).toBeUndefined();
    expect(constChoicePlan({ oneOf: [{ const: 'a', minLength: 2 }] })).toBeUndefined();
  });

  it('reports exactly the errors ajv reports for the lists as written, valid values and wrong ones alike', () => {
    const written = createAjv({ standalone: true }).compile(SCHEMA);
    const rewritten = createAjv({ standalone: true }).compile(withConstChoices({ 'schemas/wizards/x/steps/a.schema.json': SCHEMA })['schemas/wizards/x/steps/a.schema.json'] as object);
    let invalid = 0;
    for (const data of documents()) {
      const expected = written(data);
      expect(rewritten(data)).toBe(expected);
      expect(JSON.parse(JSON.stringify(rewritten.errors ?? null))).toEqual(JSON.parse(JSON.stringify(written.errors ?? null)));
      if (!expected) invalid++;
    }
    expect(invalid).toBeGreaterThan(10);
  });

  it('finds the long lists of the real schemas (languages, topic catalogue, retreat categories)', () => {
    const source = withConstChoices(loadSchemasFromDisk(PROJECT_ROOT, ['schemas']));
    const defs = (path: string) => (source[path] as { $defs: Record<string, object> }).$defs;
    expect(CONST_CHOICE_KEYWORD in defs('schemas/common/languages.schema.json').isoCode!).toBe(true);
    expect(CONST_CHOICE_KEYWORD in defs('schemas/common/topicCatalogue.schema.json').practice!).toBe(true);
    expect(CONST_CHOICE_KEYWORD in defs('schemas/wizards/retreat/steps/info.schema.json').subcategory!).toBe(true);
  });
});
