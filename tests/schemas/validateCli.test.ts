import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySchemas, runCli } from './cliHarness';

const dir = mkdtempSync(join(tmpdir(), 'validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataFile = (name: string, data: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
};

describe('npm run validate', () => {
  it('prints [] and exits 0 for valid data', () => {
    const file = dataFile('ok.json', { title: 'Morning calm for busy people', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } });
    const result = runCli('validate', ['fixture', 'details', file]);
    expect(JSON.parse(result.stdout)).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('prints the field errors with the schema messages and exits 1 for invalid data', () => {
    const file = dataFile('bad.json', { title: 'CALM 😀', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } });
    const result = runCli('validate', ['fixture', 'details', file]);
    expect(JSON.parse(result.stdout)).toEqual([
      { pointer: '/title', message: 'Please do not use emojis', keyword: 'noEmoji' },
      { pointer: '/title', message: 'Text should not be all in uppercase', keyword: 'notAllUppercase' },
      { pointer: '/title', message: 'Title must be at least 10 characters', keyword: 'minLength' },
    ]);
    expect(result.status).toBe(1);
  });

  it('follows an edited copy given with --root (a staff change of limit and message)', () => {
    const copy = copySchemas();
    try {
      copy.edit('tests/fixtures/wizards/fixture/steps/details.schema.json', (s) => {
        s.properties.title.minLength = 3;
        s.errorMessage.required.title = 'A title, please';
      });
      const file = dataFile('short.json', { title: 'Calm', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } });
      expect(runCli('validate', ['fixture', 'details', file, '--root', copy.root]).status).toBe(0);
      const missing = runCli('validate', ['fixture', 'details', dataFile('empty.json', { categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } }), '--root', copy.root]);
      expect(JSON.parse(missing.stdout)).toEqual([{ pointer: '/title', message: 'A title, please', keyword: 'required' }]);
    } finally {
      copy.remove();
    }
  });

  it('exits 2 with a message for an unknown step or a missing file', () => {
    const unknown = runCli('validate', ['fixture', 'nope', dataFile('x.json', {})]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Wizard "fixture" has no step "nope"');
    const missingFile = runCli('validate', ['fixture', 'details', join(dir, 'absent.json')]);
    expect(missingFile.status).toBe(2);
    expect(missingFile.stderr).toContain('cannot read');
  });
});
