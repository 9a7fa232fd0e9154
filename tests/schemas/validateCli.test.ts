import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  // Two CLI processes, each compiling every schema: seconds on a busy 2-core machine.
  it('follows an edited copy given with --root (a staff change of limit and message)', { timeout: 30_000 }, () => {
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

  it('judges dates in the --time-zone given and fills messages from --fact, as the browser and server do', () => {
    const copy = copySchemas();
    try {
      copy.edit('tests/fixtures/wizards/fixture/steps/details.schema.json', (s) => {
        s.properties.starts = { type: 'string', format: 'date', dateFromToday: { weekdays: 5 } };
        s.properties.note = { type: 'string', noEmails: { allow: ['{supportEmail}'] } };
        s.errorMessage.properties = { ...s.errorMessage.properties, starts: 'Start on or after {date}', note: 'No addresses but {supportEmail}' };
      });
      const base = { title: 'Morning calm for busy people', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' } };
      const file = dataFile('dated.json', { ...base, starts: '2026-11-30', note: 'Write to help@calm.place' });
      const run = (...flags: string[]) => runCli('validate', ['fixture', 'details', file, '--root', copy.root, ...flags]);
      // 2026-11-23 is a Monday: five weekdays later is Monday 30 November; from Tuesday it is 1 December.
      expect(JSON.parse(run('--today', '2026-11-23', '--fact', 'supportEmail=help@calm.place').stdout)).toEqual([]);
      expect(JSON.parse(run('--today', '2026-11-24', '--fact', 'supportEmail=help@calm.place').stdout)).toEqual([
        { pointer: '/starts', message: 'Start on or after 2026-12-01', keyword: 'dateFromToday' },
      ]);
      // Without --fact the platform's own address (schemas/platform.json) is the one allowed.
      const noFact = run('--today', '2026-11-23');
      const { supportEmail } = (JSON.parse(readFileSync(join(copy.root, 'schemas/platform.json'), 'utf8')) as { facts: { supportEmail: string } }).facts;
      expect(JSON.parse(noFact.stdout)).toEqual([{ pointer: '/note', message: `No addresses but ${supportEmail}`, keyword: 'noEmails' }]);
      expect(noFact.status).toBe(1);
      const badZone = run('--time-zone', 'Mars/Olympus');
      expect(badZone.status).toBe(2);
      expect(badZone.stderr).toContain('unknown time zone');
    } finally {
      copy.remove();
    }
    // Five CLI runs, each starting tsx: seconds on a loaded two-core machine.
  }, 60_000);

  it('exits 2 with a message for an unknown step or a missing file', () => {
    const unknown = runCli('validate', ['fixture', 'nope', dataFile('x.json', {})]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Wizard "fixture" has no step "nope"');
    const missingFile = runCli('validate', ['fixture', 'details', join(dir, 'absent.json')]);
    expect(missingFile.status).toBe(2);
    expect(missingFile.stderr).toContain('cannot read');
  });
});
