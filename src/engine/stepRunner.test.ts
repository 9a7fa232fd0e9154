import { describe, expect, it } from 'vitest';
import { createAjv } from './validation/createAjv';
import { mayNameFacts, ignoresOtherKeys, stepRunner } from './stepRunner';

const ajv = createAjv();
const runnerFor = (schema: Record<string, unknown>) => {
  const fields = Object.keys((schema.properties ?? {}) as object);
  return stepRunner(schema, fields, ajv.compile(schema));
};
const titleSchema = {
  type: 'object',
  properties: { title: { type: 'string', minLength: 3 } },
  required: ['title'],
  errorMessage: { required: { title: 'Please add title' } },
};

describe('stepRunner', () => {
  it('validates the whole document when the schema only looks at its own properties', () => {
    expect(ignoresOtherKeys(titleSchema, new Set(['title']))).toBe(true);
    const run = runnerFor(titleSchema);
    expect(run({ other: 1 })).toEqual([{ pointer: '/title', message: 'Please add title', keyword: 'required' }]);
    expect(run({ title: 'ab', other: 'x' })).toEqual([{ pointer: '/title', message: 'must NOT have fewer than 3 characters', keyword: 'minLength' }]);
    expect(run({ title: 'abc', other: 'x' })).toEqual([]);
  });

  it('copies out the step’s fields when the schema would see other keys', () => {
    const closed = { ...titleSchema, additionalProperties: false };
    expect(ignoresOtherKeys(closed, new Set(['title']))).toBe(false);
    const run = runnerFor(closed);
    expect(run({ title: 'abc', other: 'x' })).toEqual([]);
    expect(run({ title: 'abc' })).toEqual([]);
  });

  it('keeps a required name the step does not declare missing, whatever the document holds', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['b'] };
    expect(ignoresOtherKeys(schema, new Set(['a']))).toBe(false);
    expect(runnerFor(schema)({ a: 'x', b: 'y' })).toEqual([{ pointer: '/b', message: "must have required property 'b'", keyword: 'required' }]);
  });

  it('never modifies the document', () => {
    const data = Object.freeze({ title: 'ab', other: Object.freeze([1]) });
    runnerFor({ ...titleSchema, additionalProperties: false })(data);
    expect(data).toEqual({ title: 'ab', other: [1] });
  });
});

describe("mayNameFacts (whether a step's messages may name facts)", () => {
  it("finds a '{' in any text of the schema, however deep, and follows a schema that holds itself once", () => {
    const deep = { properties: { start: { type: 'string', errorMessage: { dateFromToday: 'Start on {date} or later' } } } };
    expect(mayNameFacts(deep)).toBe(true);
    expect(mayNameFacts({ properties: { code: { pattern: '^\\d{4}$' } } })).toBe(true);
    const plain: Record<string, unknown> = { properties: { title: { type: 'string', errorMessage: { minLength: 'Too short' } } } };
    plain.items = plain;
    expect(mayNameFacts(plain)).toBe(false);
  });

  it('still fills {provider} in a step whose texts hold it (the runner is told so by mayNameFacts)', () => {
    const schema = { type: 'object', properties: { size: { type: 'number', maximum: 1, errorMessage: { maximum: 'At most one for {provider}' } } } };
    const run = stepRunner(schema, ['size'], ajv.compile(schema), undefined, mayNameFacts(schema));
    expect(run({ size: 2 }, { facts: { provider: 'Calm Place' } }).map((error) => error.message)).toEqual(['At most one for Calm Place']);
  });
});
