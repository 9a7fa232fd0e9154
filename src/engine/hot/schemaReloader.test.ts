import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkProject } from '../cli/checkProject';
import { createSchemaReloader } from './schemaReloader';

const DETAILS = 'schemas/wizards/course/steps/details.schema.json';
const UNCHANGED = { applied: null, problems: [] };
type Details = { properties: { title: Record<string, unknown> } };

// Each look checks and compiles real wizards: slow on a loaded machine.
describe('the dev server’s schema reloader', { timeout: 30_000 }, () => {
  let root: string;
  const reloader = () => createSchemaReloader(root, ['schemas'], checkProject);
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const editDetails = (edit: (schema: Details) => void) => {
    const schema = JSON.parse(read(DETAILS)) as Details;
    edit(schema);
    writeFileSync(join(root, DETAILS), JSON.stringify(schema));
  };
  const titleOf = (source: Record<string, unknown>) => (source[DETAILS] as Details).properties.title;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'schema-reloader-'));
    cpSync(join(process.cwd(), 'schemas'), join(root, 'schemas'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes a clean edit and names the wizards to recompile; the next look finds nothing new', () => {
    const schemas = reloader();
    expect(schemas.reload()).toEqual(UNCHANGED);
    editDetails((schema) => void (schema.properties.title.minLength = 12));
    const { applied, problems } = schemas.reload();
    expect(problems).toEqual([]);
    expect(applied).toMatchObject({ changed: [DETAILS], affected: ['course'] });
    expect(titleOf(schemas.current()).minLength).toBe(12);
    expect(applied?.source).toBe(schemas.current());
    expect(schemas.reload()).toEqual(UNCHANGED);
  });

  it('holds back a mistake with the file, pointer and message schemas:check prints, the last good files staying in force', () => {
    const schemas = reloader();
    const good = schemas.current();
    editDetails((schema) => void (schema.properties.title.minLength = 'twelve'));
    const refused = schemas.reload();
    expect(refused.applied).toBeNull();
    expect(refused.problems).toContainEqual({ file: DETAILS, pointer: '/properties/title/minLength', message: 'must be integer' });
    expect(schemas.current()).toBe(good);
    writeFileSync(join(root, DETAILS), '{ "title": ');
    const unreadable = schemas.reload();
    expect(unreadable.applied).toBeNull();
    expect(unreadable.problems).toContainEqual({ file: DETAILS, pointer: '', message: expect.stringMatching(/^not valid JSON/) });
    expect(schemas.current()).toBe(good);
  });

  it('a fix that puts back exactly the last good file clears the problems with nothing to apply', () => {
    const schemas = reloader();
    const original = read(DETAILS);
    writeFileSync(join(root, DETAILS), '{ "title": ');
    expect(schemas.reload().problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/^not valid JSON/));
    writeFileSync(join(root, DETAILS), original);
    expect(schemas.reload()).toEqual(UNCHANGED);
  });

  it('a rule that fails only when compiled (strict ajv) is held back too, located in its file', () => {
    const schemas = reloader();
    editDetails((schema) => void (schema.properties.title.pattern = '(['));
    const refused = schemas.reload();
    expect(refused.applied).toBeNull();
    expect(refused.problems.map((p) => p.file)).toContain(DETAILS);
  });

  it('a wizard halfway written elsewhere keeps being reported but does not hold back an edit of another one', () => {
    const schemas = reloader();
    mkdirSync(join(root, 'schemas/wizards/unfinished/steps'), { recursive: true });
    writeFileSync(join(root, 'schemas/wizards/unfinished/wizard.json'), JSON.stringify({ $schema: '../../meta/wizard.schema.json', id: 'unfinished', stepz: [] }));
    const first = schemas.reload();
    expect(first.applied).toBeNull();
    expect(new Set(first.problems.map((p) => p.file))).toEqual(new Set(['schemas/wizards/unfinished/wizard.json']));
    editDetails((schema) => void (schema.properties.title.minLength = 12));
    const second = schemas.reload();
    expect(second.applied).toMatchObject({ changed: [DETAILS], affected: ['course'] });
    expect(new Set(second.problems.map((p) => p.file))).toEqual(new Set(['schemas/wizards/unfinished/wizard.json']));
    expect(Object.hasOwn(schemas.current(), 'schemas/wizards/unfinished/wizard.json')).toBe(false);
  });

  it('a shared file recompiles every wizard using it', () => {
    const schemas = reloader();
    const path = 'schemas/common/text.schema.json';
    writeFileSync(join(root, path), `${read(path)}\n`.replace('"$defs"', '"description": "Shared text rules.", "$defs"'));
    const { applied } = schemas.reload();
    expect(applied?.changed).toEqual([path]);
    expect(applied?.affected).toContain('course');
    expect(applied?.affected).toContain('profile');
  });
});
