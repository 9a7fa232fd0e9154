import { describe, expect, it } from 'vitest';
import { compileWizard } from '../compileWizard';
import { listWizardIds } from '../findManifest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import type { SchemaSource } from '../schemaSource';
import { PROJECT_ROOT } from '../validation/testing/keywordHarness';
import { translatableTexts } from '../../lib/i18n/schema/schemaTexts';
import { isBundledSchemaFile, schemaCommentsPlugin, withoutSchemaComments } from './schemaCommentsPlugin';

const source = loadSchemasFromDisk(PROJECT_ROOT, ['schemas']);
// What the browser build bundles: every schema file as the plugin leaves it.
const bundled: SchemaSource = Object.fromEntries(
  Object.entries(source).map(([path, document]) => [path, isBundledSchemaFile(path) ? withoutSchemaComments(document) : document]),
);

describe('schema files without comments (schemaCommentsPlugin)', () => {
  it('drops $comment at any depth of a schema and the top-level $schema, not data that holds the key', () => {
    const schema = {
      $schema: '../meta/step.schema.json',
      $comment: 'note',
      properties: { a: { $comment: 'inner', type: 'string', const: { $comment: 'data' }, examples: [{ $comment: 'data' }] } },
      allOf: [{ $comment: 'in a list', required: ['a'] }],
    };
    expect(withoutSchemaComments(schema)).toEqual({
      properties: { a: { type: 'string', const: { $comment: 'data' }, examples: [{ $comment: 'data' }] } },
      allOf: [{ required: ['a'] }],
    });
  });

  it('applies to schema files, not manifests or meta-schemas', () => {
    expect(isBundledSchemaFile('schemas/wizards/retreat/steps/info.schema.json')).toBe(true);
    expect(isBundledSchemaFile('schemas/common/text.schema.json')).toBe(true);
    expect(isBundledSchemaFile('schemas/wizards/retreat/wizard.json')).toBe(false);
    expect(isBundledSchemaFile('schemas/meta/step.schema.json')).toBe(false);
    expect(isBundledSchemaFile('src/lib/i18n/schemaOverlays/de.json')).toBe(false);
  });

  it('the files the wizards bundle had comments to drop', () => {
    expect(JSON.stringify(bundled).length).toBeLessThan(JSON.stringify(source).length - 10_000);
    const schemaFiles = Object.keys(source).filter(isBundledSchemaFile);
    expect(schemaFiles.length).toBeGreaterThan(40);
    for (const path of schemaFiles) expect(JSON.stringify(bundled[path])).not.toContain('"$comment"');
  });

  it.each(listWizardIds(source))('%s: the same drawn steps, schema version and errors as from the files as written', (wizardId) => {
    const written = compileWizard(source, wizardId);
    const stripped = compileWizard(bundled, wizardId);
    // The version drafts store must not differ between a production build and the server or dev build.
    expect(stripped.version).toBe(written.version);
    expect(stripped.steps).toEqual(written.steps);
    for (const step of written.steps) expect(stripped.validateStep(step.key, {})).toEqual(written.validateStep(step.key, {}));
  });

  it('leaves the translatable texts (and so the overlays that translate them) as they were', () => {
    expect(translatableTexts(bundled)).toEqual(translatableTexts(source));
  });

  it('transforms a bundled schema file, and leaves a manifest untouched', () => {
    const plugin = schemaCommentsPlugin();
    (plugin.configResolved as (config: { root: string }) => void)({ root: PROJECT_ROOT });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const file = `${PROJECT_ROOT}/schemas/wizards/retreat/steps/info.schema.json`;
    const out = transform(JSON.stringify(source['schemas/wizards/retreat/steps/info.schema.json']), file);
    expect(JSON.parse(out!.code)).toEqual(bundled['schemas/wizards/retreat/steps/info.schema.json']);
    expect(transform('{"$comment":"x"}', `${PROJECT_ROOT}/schemas/wizards/retreat/wizard.json`)).toBeUndefined();
  });
});
