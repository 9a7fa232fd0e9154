import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { precompiledValidatorsPlugin } from '../../src/engine/validation/precompiledValidatorsPlugin';
import type { PrecompiledValidators } from '../../src/engine/validation/stepValidator';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';
import { fixtureTable } from './fixtureTable';

const dir = mkdtempSync(join(tmpdir(), 'precompiled-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A real `vite build` of the virtual module, as the app's production build bundles it: proves the
// generated code and its runtime survive Rollup's CommonJS handling and leave the ajv compiler out.
describe('precompiled validators through a real vite build', async () => {
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, "export { validators } from 'virtual:wizard-validators';\n");
  await build({
    configFile: false,
    root: PROJECT_ROOT,
    logLevel: 'error',
    publicDir: false,
    plugins: [precompiledValidatorsPlugin({ dirs: ['schemas', 'tests/fixtures/wizards'] })],
    build: { outDir: join(dir, 'out'), minify: false, lib: { entry, formats: ['es'], fileName: 'validators' } },
  });
  const bundlePath = join(dir, 'out/validators.js');
  const bundle = readFileSync(bundlePath, 'utf8');
  const { validators } = (await import(/* @vite-ignore */ pathToFileURL(bundlePath).href)) as { validators: PrecompiledValidators };
  const source = loadSchemasFromDisk(PROJECT_ROOT, ['schemas', 'tests/fixtures/wizards']);
  const wizard = compileWizard(source, 'fixture', { precompiled: validators });

  it('bundles no ajv compiler and no run-time code generation', () => {
    expect(bundle).not.toContain('node_modules/ajv/dist/compile/');
    expect(bundle).not.toMatch(/new Function\(/);
  });

  it.each(fixtureTable)('%s: %s', (key, _name, data, expected) => {
    expect(wizard.validateStep(key, data)).toEqual(expected);
  });
});
