import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../engine/compileWizard';
import { listWizardIds } from '../../engine/findManifest';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import localRefUri from './localRefUri';

describe('localRefUri (what @rjsf/utils gets for fast-uri in a build)', () => {
  it('resolves a reference as fast-uri does: fragments against any base, anything against an absolute URL', () => {
    const cases: Array<[string, string]> = [
      ['#', '#/definitions/x'],
      ['#', '#'],
      ['https://x.test/a/b.json', '#/p'],
      ['https://x.test/a/b.json#/q', '#/p'],
      ['https://x.test/a/b.json', 'c.json#/p'],
      ['https://x.test/a/b.json', '../c.json'],
      ['https://X.test/a/b.json', '/c'],
      ['urn:x', '#/a'],
    ];
    for (const [base, ref] of cases) expect(localRefUri.resolve(base, ref), `${base} + ${ref}`).toBe(fastUri.resolve(base, ref));
  });

  it('refuses a relative reference against a relative base instead of guessing', () => {
    expect(() => localRefUri.resolve('#', 'other.json#/a')).toThrow(/dereferenced/);
  });

  it('compares as fast-uri does', () => {
    const cases: Array<[string, string]> = [
      ['#', '#'],
      ['#/a', '#/a'],
      ['#/a', '#/b'],
      ['HTTPS://X.test/a', 'https://x.test/a'],
      ['https://x.test/a#', 'https://x.test/a'],
      ['a', 'b'],
    ];
    for (const [a, b] of cases) expect(localRefUri.equal(a, b), `${a} = ${b}`).toBe(fastUri.equal(a, b));
  });

  it('is never reached on our forms: no compiled step schema of any wizard holds a $ref', () => {
    const source = loadSchemasFromDisk(process.cwd());
    const refs: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`));
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref') refs.push(at);
          else walk(value, `${at}/${key}`);
        }
    };
    const ids = listWizardIds(source);
    expect(ids).toContain('course');
    for (const id of ids) for (const step of compileWizard(source, id).steps) walk(step.schema, `${id}/${step.key}`);
    expect(refs).toEqual([]);
  });
});
