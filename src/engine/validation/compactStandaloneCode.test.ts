import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dereference, type JsonSchema } from '../dereference';
import { findManifest, listWizardIds, stepSchemaPath } from '../findManifest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { platformFacts, withPlatformFacts } from '../platformFacts';
import { compactStandaloneCode } from './compactStandaloneCode';
import { precompiledValidatorsCode, schemaFileVariable } from './precompiledValidatorsCode';
import { isBundledSchemaFile, withoutSchemaComments } from '../build/schemaCommentsPlugin';
import { wizardSchemaFiles } from '../wizardSchemaFiles';
import type { PrecompiledValidators, StepValidator } from './stepValidator';
import { PROJECT_ROOT } from './testing/keywordHarness';

const dir = mkdtempSync(join(tmpdir(), 'compact-standalone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importCode(code: string): Promise<Record<string, unknown>> {
  const file = join(dir, `module-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('compactStandaloneCode on hand-written standalone shapes', () => {
  it('keeps of a schema literal only the paths the code reads, whole values below a computed key', async () => {
    const code = [
      'const schema1 = {"title":"T","x-ui":{"widget":"text"},"errorMessage":{"required":{"a":"A is required"}},"properties":{"a":{"enum":["x","y"],"$comment":"c"}}};',
      'const schema2 = {"title":"kept whole","n":1};',
      'export const errorFor = (key, prop) => schema1.errorMessage[key][prop];',
      'export const enumSize = () => schema1.properties.a.enum.length;',
      'export const whole = () => schema2;',
    ].join('\n');
    const compacted = compactStandaloneCode(code);
    expect(compacted).not.toContain('"title":"T"');
    expect(compacted).not.toContain('x-ui');
    expect(compacted).not.toContain('$comment');
    expect(compacted).toContain('"title":"kept whole"');
    const module = await importCode(compacted);
    expect((module.errorFor as (k: string, p: string) => string)('required', 'a')).toBe('A is required');
    expect((module.enumSize as () => number)()).toBe(2);
    expect((module.whole as () => unknown)()).toEqual({ title: 'kept whole', n: 1 });
  });

  it('keeps array positions when only some items are read, and a quoted step reads its key', async () => {
    const code = [
      'const schema3 = {"allOf":[{"then":{"errorMessage":"first"}},{"then":{"errorMessage":"second"},"if":{"x":1}}],"a-b":{"c":2,"d":3}};',
      'export const read = () => [schema3.allOf[1].then.errorMessage, schema3["a-b"].c];',
    ].join('\n');
    const compacted = compactStandaloneCode(code);
    expect(compacted).toContain('"allOf":[null,{"then":{"errorMessage":"second"}}]');
    expect(compacted).not.toContain('"d":3');
    expect(((await importCode(compacted)).read as () => unknown)()).toEqual(['second', 2]);
  });

  it('drops a function identical to an earlier one and points its callers at that one', async () => {
    const fn = (name: string) =>
      `function ${name}(data){const e = ${name}.evaluated;${name}.errors = data > 1 ? [{message:"big"}] : null;return !(data > 1);}${name}.evaluated = {"props":true};`;
    const code = [
      fn('validate1'),
      fn('validate2'),
      'function validate3(data){return validate2(data) && validate1(data);}validate3.evaluated = {"props":false};',
      'export const a = validate2; export const b = validate3;',
    ].join('');
    const compacted = compactStandaloneCode(code);
    expect(compacted).not.toContain('function validate2(');
    expect(compacted).not.toMatch(/\bvalidate2\b/);
    const module = await importCode(compacted);
    const a = module.a as StepValidator;
    expect(a(2)).toBe(false);
    expect(a.errors).toEqual([{ message: 'big' }]);
    expect((module.b as StepValidator)(1)).toBe(true);
  });

  it('finds functions by their braces where ajv wrote no evaluated annotation', async () => {
    const fn = (name: string) => `function ${name}(data, {instancePath=""}={}){/*# sourceURL="x" */${name}.errors = data > 1 ? [{message:"}"}] : null;return !(data > 1);}`;
    const compacted = compactStandaloneCode([fn('validate1'), fn('validate2'), 'export const a = validate1; export const b = validate2;'].join(''));
    expect(compacted).not.toContain('function validate2(');
    const module = await importCode(compacted);
    expect((module.b as StepValidator)(2)).toBe(false);
    expect((module.b as StepValidator).errors).toEqual([{ message: '}' }]);
  });

  it('builds error literals of ajv\'s five-property shape by one function, same objects, and leaves other shapes', async () => {
    const code = [
      'export function v(instancePath, i0){',
      'const err0 = {instancePath:instancePath+"/a,b{"+i0,schemaPath:"#/properties/a,b{/type",keyword:"type",params:{type: "string"},message:"must be string"};',
      'const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property \'"+"x"+"\'"};',
      'const err2 = {instancePath,schemaPath:"#/x",keyword:"x",params:{},message:"m",propertyName:"p"};',
      'return [err0, err1, err2];}',
    ].join('');
    const compacted = compactStandaloneCode(code);
    // The function and two calls: the literal with a sixth property is left as written.
    expect(compacted.match(/ajvError\(/g)).toHaveLength(3);
    expect(compacted).toContain('propertyName:"p"');
    const errors = ((await importCode(compacted)).v as (path: string, index: number) => unknown[])('/root', 2);
    expect(JSON.stringify(errors)).toBe(
      JSON.stringify([
        { instancePath: '/root/a,b{2', schemaPath: '#/properties/a,b{/type', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
        { instancePath: '/root', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'x' }, message: "must have required property 'x'" },
        { instancePath: '/root', schemaPath: '#/x', keyword: 'x', params: {}, message: 'm', propertyName: 'p' },
      ]),
    );
  });

  it('merges constants with the same code, so functions that differ only in which copy they read become one', async () => {
    const fn = (name: string, plan: string) =>
      `function ${name}(data){${name}.errors = data > 1 ? [{message:${plan}.text}] : null;return !(data > 1);}${name}.evaluated = {"props":true};`;
    const code = [
      'const obj1 = JSON.parse("{\\"text\\":\\"big; very\\"}");',
      fn('validate1', 'obj1'),
      'const obj2 = JSON.parse("{\\"text\\":\\"big; very\\"}");const obj3 = JSON.parse("{\\"text\\":\\"other\\"}");',
      fn('validate2', 'obj2'),
      fn('validate3', 'obj3'),
      'export const a = validate1; export const b = validate2; export const c = validate3;',
    ].join('');
    const compacted = compactStandaloneCode(code);
    expect(compacted).not.toMatch(/\bobj2\b/);
    expect(compacted).not.toContain('function validate2(');
    expect(compacted).toContain('function validate3(');
    const module = await importCode(compacted);
    for (const [name, message] of [['a', 'big; very'], ['b', 'big; very'], ['c', 'other']] as const) {
      const validate = module[name] as StepValidator;
      expect(validate(2)).toBe(false);
      expect(validate.errors).toEqual([{ message }]);
    }
  });
});

// Every real wizard's validators, generated as ajv emits them and compacted, run on the same documents:
// the same verdicts and the same errors (messages, paths, params). Documents follow each schema's shape
// with values drawn from a pool of right and wrong ones, so the errorMessage tables, keyword values and
// enums the compacted literals keep are all read.
const source = withPlatformFacts(loadSchemasFromDisk(PROJECT_ROOT, ['schemas']));
const runtime = join(PROJECT_ROOT, 'src/engine/validation/standaloneRuntime.ts');

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const STRINGS = ['', 'a', 'Calm mornings by the lake', 'ALL CAPS TITLE', '12345', 'see www.example.com', 'mail me@example.com',
  'https://example.com/x', 'http://a', 'Quiet 😀', '™ © ®', '2026-12-01', '2020-01-01', '2026-12-01T10:00:00Z', '10:30', 'x'.repeat(5000),
  'en', 'image/png', 'photo.jpg', '../etc'];
const NUMBERS = [-1, 0, 1, 2.5, 7, 30, 100, 1e6];
const WRONG: unknown[] = [null, true, 3, 'text', [], {}];

function documentFor(schema: JsonSchema | undefined, next: () => number, depth = 0): unknown {
  const pick = <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  if (!schema || typeof schema !== 'object' || next() < 0.08 || depth > 6) return pick(WRONG);
  const node = schema as Record<string, unknown>;
  const options = [...((node.enum as unknown[]) ?? []), ...(((node.oneOf ?? node.anyOf) as Array<{ const?: unknown }> | undefined) ?? []).map((option) => option.const)];
  if (node.const !== undefined && next() < 0.5) return node.const;
  if (options.length && next() < 0.7) return pick(options);
  const type = Array.isArray(node.type) ? pick(node.type as string[]) : node.type;
  if (type === 'object' || node.properties) {
    const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((node.required as string[] | undefined) ?? []);
    return Object.fromEntries(
      Object.entries(properties)
        .filter(([key]) => next() < (required.has(key) ? 0.85 : 0.6))
        .map(([key, property]) => [key, documentFor(property, next, depth + 1)]),
    );
  }
  if (type === 'array' || node.items) {
    return Array.from({ length: Math.floor(next() * 5) }, () => documentFor(node.items as JsonSchema, next, depth + 1));
  }
  if (type === 'string') return pick(STRINGS);
  if (type === 'number' || type === 'integer') return pick(NUMBERS);
  if (type === 'boolean') return next() < 0.5;
  if (type === 'null') return null;
  return pick([...WRONG, ...STRINGS.slice(0, 3)]);
}

type Outcome = { valid: boolean; errors: unknown } | { threw: string };

function run(validate: StepValidator, data: unknown, context: object): Outcome {
  try {
    const valid = validate.call(context, data);
    return { valid, errors: JSON.parse(JSON.stringify(validate.errors ?? null)) as unknown };
  } catch (error) {
    return { threw: String(error) };
  }
}

// As the wizard's module in a build imports them (precompiledValidatorsPlugin, schemaCommentsPlugin), from the source
// the code was generated from: the plans read their errorMessage values from these.
function withSchemaFiles(code: string, files: readonly string[]): string {
  const declarations = files.map((path, i) => `const ${schemaFileVariable(i)} = ${JSON.stringify(isBundledSchemaFile(path) ? withoutSchemaComments(source[path]) : source[path])};`);
  return `${declarations.join('\n')}\n${code}`;
}

describe.each(listWizardIds(source))('the %s wizard compacted', async (wizardId) => {
  const files = wizardSchemaFiles(source, wizardId);
  const generated = async (compact: boolean, withFiles = false) => {
    const code = precompiledValidatorsCode(source, runtime, [wizardId], withFiles ? { compact, files } : { compact });
    return (await importCode(withFiles ? withSchemaFiles(code, files) : code)).validators as PrecompiledValidators;
  };
  const [plain, compacted, fromFiles] = [await generated(false), await generated(true), await generated(true, true)];
  const { path, manifest } = findManifest(source, wizardId);
  const facts = platformFacts(source);
  const contexts = [{ facts }, { facts, today: '2026-11-24', timeZone: 'Europe/Lisbon', role: 'publisher', status: 'DRAFT' }];
  const schemas = manifest.steps.flatMap((step) =>
    (
      [
        [step.key, step.schema],
        [`${step.key}.complete`, step.complete],
        [`${step.key}.submit`, step.submitSchema],
      ] as const
    ).flatMap(([key, relative]) => (relative ? [[key, stepSchemaPath(path, relative)] as const] : [])),
  );

  it('reads the plans\' values from the schema files when given them', () => {
    const code = precompiledValidatorsCode(source, runtime, [wizardId], { files });
    if (code.includes('.errorMessagePlan(')) expect(code).toMatch(/\.errorMessagePlan\(f\d+[.[]/);
  });

  it('is smaller and keeps every validator', () => {
    expect(Object.keys(compacted[wizardId]!)).toEqual(Object.keys(plain[wizardId]!));
    expect(Object.keys(compacted[wizardId]!).sort()).toEqual(schemas.map(([key]) => key).sort());
  });

  it.each(schemas)('%s gives the same verdicts and errors on 300 documents', (key, schemaPath) => {
    const schema = dereference(source, schemaPath);
    const next = random(key.length * 7919 + wizardId.length);
    let invalid = 0;
    for (let i = 0; i < 300; i++) {
      const data = documentFor(schema, next);
      for (const context of contexts) {
        const expected = run(plain[wizardId]![key]!, data, context);
        expect(run(compacted[wizardId]![key]!, data, context)).toEqual(expected);
        expect(run(fromFiles[wizardId]![key]!, data, context)).toEqual(expected);
        if ('valid' in expected && !expected.valid) invalid++;
      }
    }
    // The documents reach the error paths (where the errorMessage tables are read).
    expect(invalid).toBeGreaterThan(30);
  });
});
