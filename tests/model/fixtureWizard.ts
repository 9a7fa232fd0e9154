import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { readSchemaFiles } from '../../src/engine/loadSchemasFromDisk';
import type { SchemaSource } from '../../src/engine/schemaSource';

/** The shared schemas plus the test fixture wizards, read from disk as the server reads them. */
export function fixtureSource(): SchemaSource {
  return readSchemaFiles(process.cwd(), ['schemas', 'tests/fixtures/wizards']).source;
}

/** The fixture wizard compiled by the real engine (the same call the server makes). */
export function fixtureWizard(source: SchemaSource = fixtureSource()): CompiledWizard {
  return compileWizard(source, 'fixture');
}

/** Data the renderer cannot type yet (an uploaded image, the language) that the fixture's steps require. */
export const presetData: Record<string, unknown> = {
  lang: { iso_639_1: 'en', name: 'English' },
  categories: ['relax'],
  image: { fileName: 'original.jpeg', remoteFile: 'u/1/original.jpeg', mime: 'image/jpeg', bytes: 2000000, width: 2000, height: 2000 },
};
