import { describe, expect, it } from 'vitest';
import { compileWizard } from '../compileWizard';
import { listWizardIds } from '../findManifest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { readPointer } from '../schemaSource';
import { placeholdersOf } from '../../lib/i18n/schema/overlay';
import { createAjv } from './createAjv';
import { messageKeyResolver } from './messageOrigin';
import { toFieldErrors } from './toFieldErrors';

const source = loadSchemasFromDisk();
const textAt = (key: string) => {
  const hash = key.indexOf('#');
  return readPointer(source[key.slice(0, hash)], key.slice(hash + 1));
};
// The message as written reads as the one shown: equal, or equal once its placeholders are filled.
const reads = (written: string, shown: string) => {
  if (written === shown) return true;
  if (!placeholdersOf(written).length) return false;
  const pattern = written.split(/\$\{[^}]+\}|\{[A-Za-z_][\w.]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]+?');
  return new RegExp(`^${pattern}$`).test(shown);
};

// Bad values of every kind, so most rules of most fields fail somewhere.
const BAD: unknown[] = ['', 'ALL CAPS TEXT HERE', '12345', 'x'.repeat(5000), 'see https://example.com 😀', -1, 0, 1e12, true, [], [{}], {}];

describe('FieldError.messageKey: where each schema message is written (issue 19, translations by file and pointer)', () => {
  const wizard = compileWizard(source, 'course');

  it("names the step's own file for its own message, and common/ for a message shared through $ref", () => {
    const short = wizard.validateStep('details', { title: 'Short' }).find((e) => e.pointer === '/title');
    expect(short?.messageKey).toBe('schemas/wizards/course/steps/details.schema.json#/properties/title/errorMessage/minLength');
    const caps = wizard.validateStep('details', { title: 'ALL CAPS TITLE HERE' }).find((e) => e.pointer === '/title');
    expect(caps?.message).toBe('Text should not be all in uppercase');
    expect(caps?.messageKey).toBe('schemas/common/text.schema.json#/$defs/notAllUppercase/errorMessage/notAllUppercase');
  });

  it('gives every schema message of every wizard step a key that holds exactly that message', () => {
    let keyed = 0;
    let fromShared = 0;
    const unkeyed = new Set<string>();
    for (const id of listWizardIds(source)) {
      const compiled = compileWizard(source, id);
      for (const step of compiled.steps) {
        if (step.review) continue;
        const samples = [{}, ...BAD.map((bad) => Object.fromEntries(step.fields.map((field) => [field, bad])))];
        for (const data of samples) {
          for (const error of compiled.validateStep(step.key, data)) {
            if (error.messageKey === undefined) {
              unkeyed.add(error.message);
              continue;
            }
            keyed++;
            const written = textAt(error.messageKey);
            expect(typeof written, `${id}/${step.key} ${error.messageKey}`).toBe('string');
            expect(reads(written as string, error.message), `${id}/${step.key}: "${error.message}" at ${error.messageKey} says "${String(written)}"`).toBe(true);
            if (!error.messageKey.startsWith(step.schemaFile!)) fromShared++;
          }
        }
      }
    }
    expect(keyed).toBeGreaterThan(500);
    expect(fromShared).toBeGreaterThan(10);
    // Only ajv's own texts and the array caps' built-in message go without a key.
    const schemaWritten = [...unkeyed].filter((message) => !/^(must |At most \d+ items are allowed here)/.test(message));
    expect(schemaWritten).toEqual([]);
    // Compiles every wizard with run-time ajv: seconds on a loaded machine.
  }, 30_000);
});

describe('messageKeyResolver answers from its maps (one lookup per error, no key string built)', () => {
  const stepFile = 'schemas/wizards/x/steps/a.schema.json';
  const small = {
    [stepFile]: {
      type: 'object',
      properties: { size: { type: 'integer', minimum: 1 }, depth: { type: 'integer', minimum: 1 }, name: { type: 'string', minLength: 3, errorMessage: { minLength: 'Too short' } } },
      errorMessage: { properties: { size: 'Size must be at least 1', depth: 'Depth must be at least 1' } },
    },
  };
  const ajv = createAjv();
  const validate = ajv.compile(small[stepFile]);
  const keyOf = messageKeyResolver(small, stepFile);
  const keysFor = (data: object) =>
    toFieldErrors((validate(data), validate.errors), keyOf)
      .map((error) => [error.pointer, error.messageKey])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));

  it("tells the properties of one 'properties' message apart under the same schemaPath, on every call", () => {
    const expected = [
      ['/depth', `${stepFile}#/errorMessage/properties/depth`],
      ['/name', `${stepFile}#/properties/name/errorMessage/minLength`],
      ['/size', `${stepFile}#/errorMessage/properties/size`],
    ];
    expect(keysFor({ size: 0, depth: 0, name: 'x' })).toEqual(expected);
    // Answered from the maps the second time: the same keys, not the first property's key for both.
    expect(keysFor({ size: 0, depth: 0, name: 'x' })).toEqual(expected);
    expect(keysFor({ depth: 0 })).toEqual([expected[0]]);
  });
});
