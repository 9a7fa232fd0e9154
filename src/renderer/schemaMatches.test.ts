import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { schemaMatches } from './schemaMatches';

// ajv is the reference: for every branch schema and value below, the light matcher must agree.
const ajv = new Ajv2020({ strict: false, validateSchema: false, logger: false });

const root = {
  $defs: { code: { type: 'string', minLength: 2, maxLength: 2 }, lang: { type: 'object', required: ['code'], properties: { code: { $ref: '#/$defs/code' } } } },
};
const schemas: Record<string, unknown>[] = [
  { not: { required: ['course_type'], properties: { course_type: { enum: ['WORKPLACE_SKILL', 'WORKSHOP_SKILL'] } } } },
  { required: ['selected_publish_after'], properties: { selected_publish_after: { const: 'AFTER' } } },
  { oneOf: [{ const: 'PAID' }, { const: 'WORKPLACE_SKILL' }] },
  { anyOf: [{ type: 'integer', minimum: 1, exclusiveMaximum: 10 }, { type: 'string', pattern: '^\\p{Lu}' }] },
  { type: ['array', 'null'], items: { type: 'number', multipleOf: 0.5 }, minItems: 1, maxItems: 2, uniqueItems: true },
  { type: 'object', properties: { a: { type: 'boolean' } }, additionalProperties: false, minProperties: 1, dependentRequired: { a: ['b'] } },
  { allOf: [{ $ref: '#/$defs/lang' }], if: { properties: { code: { const: 'en' } } }, then: { required: ['name'] }, else: { maxProperties: 1 } },
  { type: 'string', minLength: 2, noEmoji: true, format: 'email' },
];
const values: unknown[] = [
  undefined, null, {}, { course_type: 'PAID' }, { course_type: 'WORKSHOP_SKILL' }, { selected_publish_after: 'AFTER' },
  { selected_publish_after: 'SOON' }, 'PAID', 'WORKPLACE_SKILL', 'Émile', 'émile', 0, 1, 9.5, 10, 'x', '🙂🙂',
  [], [1.5], [1.5, 1.5], [1, 2, 3], [0.3], { a: true }, { a: true, b: 1 }, { a: 'no' }, { b: 1 }, { code: 'en' },
  { code: 'en', name: 'English' }, { code: 'fr' }, { code: 'fr', name: 'French' }, { code: 'eng' },
];

describe('schemaMatches', () => {
  it.each(schemas.map((schema, i) => [i, schema] as const))('agrees with ajv on schema %i', (_i, schema) => {
    const validate = ajv.compile({ ...schema, $defs: root.$defs });
    for (const value of values.filter((v) => v !== undefined)) {
      expect([value, schemaMatches(schema, value, root)]).toEqual([value, validate(value)]);
    }
  });

  it('treats boolean schemas as always or never matching', () => {
    expect(schemaMatches(true, 'x', root)).toBe(true);
    expect(schemaMatches(false, 'x', root)).toBe(false);
  });

  it('refuses references outside the root schema', () => {
    expect(() => schemaMatches({ $ref: 'other.json#/x' }, 'x', root)).toThrow('Only local references');
    expect(() => schemaMatches({ $ref: '#/$defs/missing' }, 'x', root)).toThrow('points at no schema');
  });
});
