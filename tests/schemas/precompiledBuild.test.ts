import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { listWizardIds } from '../../src/engine/findManifest';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { wizardSchemaFiles } from '../../src/engine/wizardSchemaFiles';
import { precompiledValidatorsPlugin } from '../../src/engine/validation/precompiledValidatorsPlugin';
import type { PrecompiledWizardModule } from '../../src/engine/validation/stepValidator';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';
import { fixtureTable } from './fixtureTable';

const dir = mkdtempSync(join(tmpdir(), 'precompiled-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A real `vite build` of the virtual module, as the app's production build bundles it: proves the
// generated code and its runtime survive Rollup's CommonJS handling and leave the ajv compiler out.
describe('precompiled validators through a real vite build', async () => {
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, "export { wizardModules } from 'virtual:wizard-validators';\n");
  await build({
    configFile: false,
    root: PROJECT_ROOT,
    logLevel: 'error',
    publicDir: false,
    plugins: [precompiledValidatorsPlugin({ dirs: ['schemas', 'tests/fixtures/wizards'] })],
    build: { outDir: join(dir, 'out'), minify: false, lib: { entry, formats: ['es'], fileName: 'validators' } },
  });
  const bundlePath = join(dir, 'out/validators.js');
  const { wizardModules } = (await import(/* @vite-ignore */ pathToFileURL(bundlePath).href)) as {
    wizardModules: Record<string, () => Promise<PrecompiledWizardModule>>;
  };
  const { validators, source: fixtureFiles } = await wizardModules.fixture!();
  // Each wizard is a chunk of its own: the fixture's validators are not in the entry, nor the other wizards'.
  const bundle = readdirSync(join(dir, 'out')).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dir, 'out', file), 'utf8')).join('\n');
  const source = loadSchemasFromDisk(PROJECT_ROOT, ['schemas', 'tests/fixtures/wizards']);
  const wizard = compileWizard(source, 'fixture', { precompiled: validators });

  it('splits the build per wizard: the entry loads each wizard lazily, whose chunk holds its files only', () => {
    expect(Object.keys(wizardModules).sort()).toEqual(listWizardIds(source).sort());
    expect(readFileSync(bundlePath, 'utf8')).not.toContain('validate');
    expect(Object.keys(fixtureFiles)).toEqual(wizardSchemaFiles(source, 'fixture'));
    for (const file of Object.keys(fixtureFiles)) expect(file).toMatch(/^(tests\/fixtures\/wizards\/fixture\/|schemas\/common\/|schemas\/platform\.json$)/);
  });

  it('bundles no ajv compiler and no run-time code generation', () => {
    expect(bundle).not.toContain('node_modules/ajv/dist/compile/');
    expect(bundle).not.toMatch(/new Function\(/);
  });

  it.each(fixtureTable)('%s: %s', (key, _name, data, expected) => {
    expect(withoutMessageKeys(wizard.validateStep(key, data))).toEqual(expected);
  });
});
