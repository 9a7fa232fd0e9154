import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchemaRegistry } from '../../createSchemaRegistry';
import { findManifest, listWizardIds, stepSchemaPath } from '../../findManifest';
import { loadSchemasFromDisk } from '../../loadSchemasFromDisk';
import { withPlatformFacts } from '../../platformFacts';
import { isDataSchemaPath, readPointer, resolveRef, schemaIdFor } from '../../schemaSource';
import { createAjv, UI_HINTS_KEYWORD } from '../createAjv';
import { customKeywords } from '../keywords';
import { precompiledValidatorsCode } from '../precompiledValidatorsCode';
import type { PrecompiledValidators, StepValidator } from '../stepValidator';
import { PROJECT_ROOT } from '../testing/keywordHarness';
import { validatorKey } from '../../assembleWizard';
import { seededRandom as random } from '../../../lib/seededRandom';

/**
 * The engine's errorMessage against ajv-errors itself, the reference for what the keyword means: every
 * step, completeness and submit schema of every wizard (and the fixture wizard), under many bad documents
 * drawn from the schemas' own shapes, must give the same error list — same errors in the same order, same
 * messages, paths and params.errors (emUsed included). Once through ajv compiled at run time, once through
 * the precompiled (standalone) validators the browser loads.
 */

const source = loadSchemasFromDisk(PROJECT_ROOT, ['schemas', 'tests/fixtures/wizards']);
const withFacts = withPlatformFacts(source);

// createAjv's options with ajv-errors in place of the engine's keyword.
function referenceAjv() {
  const ajv = new Ajv2020({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: true, strictRequired: false, allowUnionTypes: true, passContext: true, verbose: false });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addKeyword({ keyword: UI_HINTS_KEYWORD, schemaType: 'object' });
  for (const keyword of customKeywords) ajv.addKeyword(keyword);
  for (const [path, document] of Object.entries(withFacts)) {
    if (!isDataSchemaPath(path) || typeof document !== 'object' || document === null || Array.isArray(document)) continue;
    const { $schema: _editorHint, ...schema } = document as Record<string, unknown>;
    ajv.addSchema({ ...schema, $id: schemaIdFor(path) });
  }
  return ajv;
}

const TEXTS = ['', ' ', 'x', 'ok', 'Calm morning', 'CALM MORNING NOW', 'calm 😀 day', 'see https://example.org', 'visit calm.com', 'mail me a@b.co', '12345', 'a b', 'ok!', 'A'.repeat(600), 'Zoom', 'free money', '2020-01-01', '2999-12-31', '10:30', 'en', 'image/gif', 'image/jpeg'];
const NUMBERS = [-1, 0, 0.5, 1, 2, 7, 30, 99.999, 1000, 25_000_000, 1e9];
const ODD = [null, true, {}, [], 'text', 3];

type Rng = () => number;
const pick = <T,>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

function resolved(schema: unknown, file: string, depth: number): { schema: Record<string, unknown>; file: string } | null {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return null;
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === 'string' && depth < 12) {
    const target = resolveRef(file, node.$ref);
    const found = resolved(readPointer(withFacts[target.path], target.pointer), target.path, depth + 1);
    if (found) return { schema: { ...found.schema, ...node, $ref: undefined }, file: found.file };
  }
  return { schema: node, file };
}

/** A value for `schema`, often a wrong one: wrong types, broken rules, missing and extra fields. */
function valueFor(schema: unknown, file: string, rng: Rng, depth: number): unknown {
  const found = resolved(schema, file, 0);
  if (rng() < 0.12 || depth > 5 || !found) return pick(rng, [...ODD, ...TEXTS.slice(0, 8), ...NUMBERS.slice(0, 4)]);
  const { schema: node, file: at } = found;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[key];
    if (Array.isArray(list) && list.length && !node.properties && !node.type) return valueFor(pick(rng, list), at, rng, depth + 1);
  }
  if (Array.isArray(node.enum) && rng() < 0.6) return pick(rng, node.enum);
  if ('const' in node && rng() < 0.5) return node.const;
  const types = Array.isArray(node.type) ? node.type : [node.type ?? (node.properties ? 'object' : node.items ? 'array' : 'string')];
  const type = pick(rng, types as string[]);
  if (type === 'object') {
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    const value: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(properties)) if (rng() < 0.7) value[name] = valueFor(sub, at, rng, depth + 1);
    if (rng() < 0.15) value.unexpected = 'x';
    return value;
  }
  if (type === 'array') {
    const length = pick(rng, [0, 1, 2, 3, 5, 8, 12]);
    return Array.from({ length }, () => valueFor(node.items, at, rng, depth + 1));
  }
  if (type === 'string') return pick(rng, TEXTS);
  if (type === 'number' || type === 'integer') return pick(rng, NUMBERS);
  if (type === 'boolean') return rng() < 0.5;
  if (type === 'null') return null;
  return pick(rng, ODD);
}

function schemasOfEveryWizard(): Array<{ wizard: string; key: string; path: string }> {
  return listWizardIds(source).flatMap((wizard) => {
    const { path, manifest } = findManifest(source, wizard);
    return manifest.steps.flatMap((step) =>
      (['step', 'complete', 'submit'] as const).flatMap((purpose) => {
        const relative = purpose === 'step' ? step.schema : purpose === 'complete' ? step.complete : step.submitSchema;
        return relative ? [{ wizard, key: validatorKey(step.key, purpose), path: stepSchemaPath(path, relative) }] : [];
      }),
    );
  });
}

const DOCUMENTS_PER_SCHEMA = 300;
const context = { today: '2026-06-15', timeZone: 'UTC', role: 'publisher' as const, status: 'DRAFT' };

function documentsFor(path: string, seed: number): unknown[] {
  const rng = random(seed);
  const documents: unknown[] = [{}, null, 'text', []];
  while (documents.length < DOCUMENTS_PER_SCHEMA) documents.push(valueFor(withFacts[path], path, rng, 0));
  return documents;
}

const run = (validate: StepValidator, document: unknown) => {
  validate.call(context, document);
  // JSON keeps exactly what a caller can read: every property, in order (emUsed included).
  return JSON.stringify(validate.errors ?? null);
};

const dir = mkdtempSync(join(tmpdir(), 'errormessage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('errorMessage gives what ajv-errors gives', async () => {
  const reference = referenceAjv();
  const registry = createSchemaRegistry(source);
  const targets = schemasOfEveryWizard();
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, precompiledValidatorsCode(source, join(PROJECT_ROOT, 'src/engine/validation/standaloneRuntime.ts')));
  const precompiled = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validators: PrecompiledValidators }).validators;

  it('covers every wizard, with schemas whose documents fail and get messages', () => {
    expect(targets.length).toBeGreaterThan(30);
    let messages = 0;
    for (const [s, { path }] of targets.entries()) {
      const validate = reference.getSchema(schemaIdFor(path)) as StepValidator;
      for (const document of documentsFor(path, s + 1)) {
        validate.call(context, document);
        messages += (validate.errors ?? []).filter((error) => error.keyword === 'errorMessage').length;
      }
    }
    // The documents reach the messages: thousands of errorMessage errors in the reference.
    expect(messages).toBeGreaterThan(5000);
    // ajv compiles every reference schema here on first use: seconds on a loaded machine.
  }, 60_000);

  it.each(targets.map((target, s) => [`${target.wizard} ${target.key}`, target, s] as const))('%s: same errors compiled at run time and precompiled', (_name, { wizard, key, path }, s) => {
    const expected = reference.getSchema(schemaIdFor(path)) as StepValidator;
    const ours = registry.validatorFor(path);
    const standalone = precompiled[wizard]?.[key] as StepValidator | undefined;
    expect(standalone).toBeTypeOf('function');
    for (const document of documentsFor(path, s + 1)) {
      const want = run(expected, document);
      expect(run(ours, document)).toBe(want);
      expect(run(standalone!, document)).toBe(want);
    }
  });
});

describe('errorMessage on hand-written schemas', () => {
  const ajv = createAjv();
  const ref = new Ajv2020({ allErrors: true, strict: false });
  ajvErrors(ref);
  // A shared file ajv compiles as a function of its own (not inlined: it is another document).
  const catalogue = { $id: 'https://x.test/cat.json', $defs: { genre: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] } } };
  ajv.addSchema(catalogue);
  ref.addSchema(catalogue);
  const cases: Array<[string, object, unknown]> = [
    ['a sibling schema keeps its errors', { type: 'object', allOf: [{ properties: { a: { type: 'string' } } }, { required: ['z'], errorMessage: 'SECOND' }] }, { a: 1 }],
    ['rule messages in the order written, then per-field required, then the rest', { type: 'object', required: ['x', 'y'], properties: { a: { type: 'string', minLength: 2 } }, minProperties: 5, errorMessage: { required: { y: 'RY' }, minProperties: 'MP', _: 'REST' } }, { a: 'b' }],
    ['a rule message takes only its own schema\'s rule', { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ minProperties: 5 }], minProperties: 4, errorMessage: { minProperties: 'MP', type: 'T' } }, { a: 1 }],
    ['properties messages by name, deeper errors included, not a longer name', { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } }, ab: { type: 'string' }, 'c/d': { type: 'string' } }, errorMessage: { properties: { 'c/d': 'CD', a: 'PA' } } }, { a: { b: 1 }, ab: 2, 'c/d': 3 }],
    ['a nested message stays as it is', { type: 'object', properties: { a: { type: 'object', properties: { c: { type: 'string' } }, errorMessage: { properties: { c: 'C' } } } }, errorMessage: { properties: { a: 'A' }, _: 'U' } }, { a: { c: 1 } }],
    ['a union type error reported before the keywords', { type: ['string', 'null'], minLength: 3, errorMessage: { type: 'T', minLength: 'ML' } }, 5],
    ['referenced definitions', { type: 'object', properties: { a: { $ref: '#/$defs/u' } }, $defs: { u: { type: 'object', properties: { z: { type: 'string' } }, required: ['q'] } }, errorMessage: 'S' }, { a: { z: 1 } }],
    ['a text message leaves what a referenced file reports from its own function', { type: 'object', properties: { g: { $ref: 'https://x.test/cat.json#/$defs/genre', type: 'string', errorMessage: 'G' }, h: { $ref: 'https://x.test/cat.json#/$defs/genre', type: 'string', errorMessage: 'H' }, k: { type: 'object', properties: { a: { $ref: 'https://x.test/cat.json#/$defs/genre' } }, errorMessage: { properties: { a: 'KA' } } } } }, { g: ' ', h: 3, k: { a: ' ' } }],
    ['a longer sibling name is not inside', { type: 'object', properties: { ab: { type: 'string' }, a: { type: 'string', minLength: 3, errorMessage: 'A' } } }, { ab: 1, a: 'x' }],
    ['keywords for any type of value run after the start (enum, const, not, anyOf, oneOf, allOf, if/then)', { type: 'object', properties: { e: { enum: ['a'], errorMessage: 'E' }, c: { const: 1, errorMessage: 'C' }, n: { not: { type: 'string' }, errorMessage: 'N' }, o: { anyOf: [{ type: 'number' }, { type: 'null' }], oneOf: [{ type: 'number', minimum: 1 }], errorMessage: { anyOf: 'AO', _: 'O' } }, l: { allOf: [{ type: 'number' }], if: { type: 'string' }, then: { type: 'string', minLength: 5 }, errorMessage: { if: 'IF', _: 'L' } } } }, { e: 'b', c: 2, n: 'x', o: 's', l: 'abc' }],
    ['a schema of only $ref and errorMessage', { type: 'object', properties: { a: { $ref: '#/$defs/s', errorMessage: { properties: { b: 'B' } } } }, $defs: { s: { type: 'object', properties: { b: { type: 'string', minLength: 2 } } } } }, { a: { b: 'x' } }],
    ['items of an array', { type: 'array', items: { type: 'string', minLength: 2, errorMessage: { minLength: 'IL' } }, maxItems: 1, errorMessage: { maxItems: 'MX' } }, ['a', 'b', 3]],
  ];
  it.each(cases)('%s', (_name, schema, data) => {
    const ours = ajv.compile(schema);
    const theirs = ref.compile(schema);
    ours(data);
    theirs(data);
    expect(ours.errors?.some((error) => error.keyword === 'errorMessage')).toBe(true);
    expect(JSON.stringify(ours.errors)).toBe(JSON.stringify(theirs.errors));
  });

  it('puts nothing in the schema it is given (ajv runs the start keyword for every errorMessage)', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', errorMessage: 'A' } }, errorMessage: { required: { b: 'B' } }, required: ['b'] };
    const before = JSON.stringify(schema);
    const validate = createAjv().compile(schema);
    expect(JSON.stringify(schema)).toBe(before);
    validate({ a: 1 });
    expect(validate.errors?.map((error) => error.message)).toEqual(['A', 'B']);
  });

  it('refuses what it does not implement instead of ignoring it', () => {
    expect(() => ajv.compile({ type: 'array', errorMessage: { items: ['x'] } })).toThrow(/items/);
    expect(() => ajv.compile({ type: 'string', errorMessage: 'value ${/a}' })).toThrow(/templates/);
  });
});
