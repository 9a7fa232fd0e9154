import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../src/engine/loadSchemasFromDisk';
import type { SchemaSource } from '../../src/engine/schemaSource';
import { reloadWizardCatalogs, setSchemaRoot, wizardCatalog } from '../../src/server/wizards/wizardCatalog';

// The server's side of hot reload: a checked change replaces the catalog's files and recompiles the
// wizards it touches, for every variant and mode in use, leaving the others' compiled validators alone.
const root = mkdtempSync(join(tmpdir(), 'catalog-reload-'));
cpSync(join(process.cwd(), 'schemas'), join(root, 'schemas'), { recursive: true });
cpSync(join(process.cwd(), 'tests/fixtures/wizards'), join(root, 'tests/fixtures/wizards'), { recursive: true });
const FOLDERS = ['schemas', 'tests/fixtures/wizards'];
setSchemaRoot(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const DETAILS = 'schemas/wizards/course/steps/details.schema.json';
const NEW_MESSAGE = 'A course title needs 12 characters or more';

function withStricterTitle(source: SchemaSource): SchemaSource {
  const details = structuredClone(source[DETAILS]) as { properties: { title: { minLength: number; errorMessage: Record<string, string> } } };
  details.properties.title.minLength = 12;
  details.properties.title.errorMessage.minLength = NEW_MESSAGE;
  return { ...source, [DETAILS]: details };
}

const titleMessages = (errors: { pointer: string; message: string }[]) => errors.filter((e) => e.pointer === '/title').map((e) => e.message);

describe('wizard catalogs under hot reload', { timeout: 30_000 }, () => {
  it('recompile the touched wizard at once, in every mode in use, and keep the untouched ones', () => {
    const catalog = wizardCatalog(FOLDERS);
    const create = catalog.compiled('course');
    const edit = catalog.compiled('course', { mode: 'edit' });
    const shapes = catalog.compiled('shapes');
    expect(titleMessages(create.validateStep('details', { title: 'Calm breath' }))).toEqual([]);

    const { source } = readSchemaFiles(root, ['schemas']);
    reloadWizardCatalogs('schemas', withStricterTitle(source), ['course']);

    expect(catalog.compiled('course')).not.toBe(create);
    expect(titleMessages(catalog.compiled('course').validateStep('details', { title: 'Calm breath' }))).toEqual([NEW_MESSAGE]);
    expect(titleMessages(catalog.compiled('course', { mode: 'edit' }).validateStep('details', { title: 'Calm breath' }))).toEqual([NEW_MESSAGE]);
    expect(catalog.compiled('course', { mode: 'edit' })).not.toBe(edit);
    expect(catalog.compiled('shapes')).toBe(shapes);
  });

  it('a change to one folder leaves a catalog’s other folders as they are; a removed wizard is no longer served', () => {
    const catalog = wizardCatalog(FOLDERS);
    const { source } = readSchemaFiles(root, ['tests/fixtures/wizards']);
    const withoutShapes = Object.fromEntries(Object.entries(source).filter(([path]) => !path.includes('/wizards/shapes/')));
    reloadWizardCatalogs('tests/fixtures/wizards', withoutShapes, ['shapes']);
    expect(() => catalog.manifest('shapes')).toThrow(/No wizard "shapes"/);
    expect(titleMessages(catalog.compiled('course').validateStep('details', { title: 'Calm breath' }))).toEqual([NEW_MESSAGE]);
    // The catalog of schemas/ alone does not serve that folder: nothing changes for it.
    const schemasOnly = wizardCatalog();
    reloadWizardCatalogs('tests/fixtures/wizards', {}, ['course']);
    expect(schemasOnly.manifest('course').id).toBe('course');
  });

  it('the folder cannot change once catalogs were built from another', () => {
    expect(() => setSchemaRoot(process.cwd())).toThrow(/already built/);
    expect(() => setSchemaRoot(root)).not.toThrow();
  });
});
