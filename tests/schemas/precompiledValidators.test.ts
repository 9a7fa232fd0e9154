import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { precompiledValidatorsCode } from '../../src/engine/validation/precompiledValidatorsCode';
import { PRECOMPILED_VALIDATORS_ID, precompiledValidatorsPlugin } from '../../src/engine/validation/precompiledValidatorsPlugin';
import type { PrecompiledValidators } from '../../src/engine/validation/stepValidator';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';
import { fixtureTable } from './fixtureTable';

const source = loadSchemasFromDisk(PROJECT_ROOT, ['schemas', 'tests/fixtures/wizards']);
const runtimeModule = join(PROJECT_ROOT, 'src/engine/validation/standaloneRuntime.ts');
const dir = mkdtempSync(join(tmpdir(), 'precompiled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The generated module is written to disk and imported like the bundler would, so what runs here
// is the standalone code itself, never a run-time ajv compile.
async function importModule(code: string, name: string): Promise<unknown> {
  const file = join(dir, `validators-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>)[name];
}

const importGenerated = async (code: string) => (await importModule(code, 'validators')) as PrecompiledValidators;

describe('precompiled (standalone) validators', async () => {
  const code = precompiledValidatorsCode(source, runtimeModule, ['fixture']);
  const validators = await importGenerated(code);
  const precompiled = compileWizard(source, 'fixture', { precompiled: validators });
  const runtime = compileWizard(source, 'fixture');

  it('generate code that compiles nothing at run time', () => {
    expect(code).not.toMatch(/new Function|\beval\(/);
    expect(Object.keys(validators.fixture!)).toEqual(['details', 'media', 'rooms']);
  });

  it.each(fixtureTable)('%s: %s gives the same errors as run-time compilation', (key, _name, data, expected) => {
    // The table states the spec's messages; where each is written (messageKey) must agree between the two builds.
    expect(withoutMessageKeys(precompiled.validateStep(key, data))).toEqual(expected);
    expect(precompiled.validateStep(key, data)).toEqual(runtime.validateStep(key, data));
  });

  it('share the version with the run-time wizard (drafts move between dev and prod builds)', () => {
    expect(precompiled.version).toBe(runtime.version);
  });

  it('come from the Vite plugin in a build, one module per wizard, and not in dev (run-time compile keeps hot reload)', async () => {
    const plugins = { build: precompiledValidatorsPlugin({ dirs: ['schemas', 'tests/fixtures/wizards'] }), serve: precompiledValidatorsPlugin() };
    for (const [command, plugin] of Object.entries(plugins)) (plugin.configResolved as (c: object) => void)({ command, root: PROJECT_ROOT });
    // One plugin per command: the build plugin runs the precompiler once and serves every wizard's module from it.
    const load = async (command: 'build' | 'serve', id: string) => {
      const plugin = plugins[command];
      const resolved = (plugin.resolveId as (id: string) => string)(id);
      return (plugin.load as (id: string) => string)(resolved);
    };
    expect(await importModule(await load('serve', PRECOMPILED_VALIDATORS_ID), 'wizardModules')).toBeUndefined();
    expect(await load('build', PRECOMPILED_VALIDATORS_ID)).toContain(`import(${JSON.stringify(`${PRECOMPILED_VALIDATORS_ID}/fixture`)})`);
    // The wizard's module imports its schema files as JSON, as Vite does; Node needs the attribute.
    const wizardModule = (await load('build', `${PRECOMPILED_VALIDATORS_ID}/fixture`)).replace(/^(import f\d+ from "[^"]+");$/gm, "$1 with { type: 'json' };");
    const built = (await importModule(wizardModule, 'validators')) as PrecompiledValidators;
    const fromBuild = compileWizard(source, 'fixture', { precompiled: built });
    for (const [key, , data, expected] of fixtureTable) expect(withoutMessageKeys(fromBuild.validateStep(key, data))).toEqual(expected);
  }, 60_000);
});
