import { describe, expect, it } from 'vitest';
import { createSchemaRegistry } from '../createSchemaRegistry';
import { findManifest, listWizardIds, stepSchemaPath } from '../findManifest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { createAjv } from './createAjv';
import { markErrorMessageStarts } from './errorMessages';

const source = loadSchemasFromDisk();
const ours = createSchemaRegistry(source);
const reference = createSchemaRegistry(source, { referenceErrorMessages: true });

// Bad values of every kind, so most rules of most fields fail somewhere, several at once.
const BAD: unknown[] = [
  '',
  'ALL CAPS TEXT HERE',
  '12345',
  'x'.repeat(5000),
  'see https://example.com 😀',
  'calm.com 🇫🇷 1️⃣ ™',
  -1,
  0.5,
  1e12,
  true,
  null,
  [],
  ['a b', 'A', 'a', '#x!'],
  [{}, { title: '' }, 5],
  {},
  { mime: 'image/gif', bytes: 9e9, width: 10, height: 10, durationSec: 1 },
  '2020-01-01',
];

// Everything ajv and the message keyword put in an error, the originals behind a message included.
const plain = (errors: unknown): unknown => JSON.parse(JSON.stringify(errors ?? null, (key, value: unknown) => (key === 'parentSchema' || key === 'schema' ? undefined : value)));

function stepFiles(): string[] {
  const files = new Set<string>();
  for (const id of listWizardIds(source)) {
    const { path, manifest } = findManifest(source, id);
    for (const step of manifest.steps) {
      for (const schema of [step.schema, step.complete, step.submitSchema]) if (schema) files.add(stepSchemaPath(path, schema));
    }
  }
  return [...files];
}

describe('errorMessage: ajv-errors semantics, looking only at a schema’s own errors', () => {
  it('reports exactly what ajv-errors reports, in the same order, for every step schema of every wizard under bad documents', () => {
    const files = stepFiles();
    let compared = 0;
    let withErrors = 0;
    for (const file of files) {
      const fast = ours.validatorFor(file);
      const slow = reference.validatorFor(file);
      const fields = Object.keys(((source[file] as { properties?: object }).properties ?? {}) as object);
      const samples = [{}, ...BAD.map((bad) => Object.fromEntries(fields.map((f) => [f, bad]))), ...BAD.map((_, i) => Object.fromEntries(fields.map((f, j) => [f, BAD[(i + j) % BAD.length]])))];
      for (const data of samples) {
        const context = { today: '2026-11-24', facts: {} };
        expect(fast.call(context, data), file).toBe(slow.call(context, data));
        expect(plain(fast.errors), file).toEqual(plain(slow.errors));
        compared++;
        if (slow.errors?.length) withErrors++;
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(withErrors).toBeGreaterThan(compared / 2);
  }, 60_000);

  it('keeps a type error reported before the schema’s rules, a message per property, and a string message', () => {
    const schema = {
      type: 'object',
      properties: {
        size: { type: ['integer', 'null'], errorMessage: 'Size must be a whole number' },
        name: { type: 'string', minLength: 3, errorMessage: { minLength: 'Too short', _: 'Bad name' } },
        list: { type: 'array', items: { type: 'string', errorMessage: { type: 'Each must be text' } } },
        flag: { type: 'boolean', errorMessage: { type: 'Yes or no' } },
      },
      required: ['name'],
      errorMessage: { properties: { list: 'List is wrong' }, required: { name: 'Please add a name' } },
    };
    const fast = createAjv().compile(markErrorMessageStarts(schema) as object);
    const slow = createAjv({ referenceErrorMessages: true }).compile(schema);
    for (const data of [{}, { size: 1.5, name: 'x', list: [1, 'a', 2], flag: 'no' }, { size: 'x', name: 5, list: 'no' }, { name: 'long enough' }]) {
      expect(fast(data)).toBe(slow(data));
      expect(plain(fast.errors)).toEqual(plain(slow.errors));
    }
    fast({ size: 'x', flag: 1 });
    expect((fast.errors ?? []).map((error) => error.message)).toEqual(['Size must be a whole number', 'Yes or no', 'Please add a name']);
  });
});
