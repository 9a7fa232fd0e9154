import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Import specifier of the generated index of wizard modules (declared in `virtualValidators.d.ts`). */
export const PRECOMPILED_VALIDATORS_ID = 'virtual:wizard-validators';
const RESOLVED_ID = `\0${PRECOMPILED_VALIDATORS_ID}`;
// One module per wizard: its validators and its schema files, so a wizard route carries only its own.
const WIZARD_PREFIX = `${PRECOMPILED_VALIDATORS_ID}/`;
const RESOLVED_WIZARD_PREFIX = `\0${WIZARD_PREFIX}`;
// `npm run dev` serves this module with the checked schema files (schemaHotReloadPlugin, which runs
// first); everywhere else (builds, unit tests) it is empty and the bundled files are used.
const SCHEMA_SOURCE_ID = 'virtual:wizard-schema-source';
const RESOLVED_SCHEMA_SOURCE_ID = `\0${SCHEMA_SOURCE_ID}`;

/** What the precompile CLI prints: per wizard id, its validators module and the schema files it needs. */
export type PrecompiledWizardModules = Record<string, { code: string; files: string[] }>;

// The index: a lazy import per wizard, so Rollup emits each wizard (and the shared files it reaches) as chunks.
function indexCode(modules: PrecompiledWizardModules): string {
  const entries = Object.keys(modules).map((id) => `${JSON.stringify(id)}: () => import(${JSON.stringify(WIZARD_PREFIX + id)})`);
  return `export const wizardModules = { ${entries.join(', ')} };\n`;
}

// A wizard's module: the generated validators plus `source`, its schema files as JSON imports (each file
// one module, so a file two wizards share lands in one shared chunk).
function wizardCode(root: string, { code, files }: PrecompiledWizardModules[string]): string {
  // The generated code reads errorMessage values from these imports by the same names (schemaFileVariable).
  const imports = files.map((file, i) => `import f${i} from ${JSON.stringify(join(root, file))};`);
  const entries = files.map((file, i) => `${JSON.stringify(file)}: f${i}`);
  return [...imports, code, `export const source = { ${entries.join(', ')} };`, ''].join('\n');
}

/**
 * Vite plugin: in `vite build`, `virtual:wizard-validators` exports `wizardModules`, a lazy loader per
 * wizard under `schemas/` whose module holds standalone validators (no run-time compilation, so a strict
 * CSP works) and the wizard's schema files. In dev and tests it exports `undefined` and the app compiles
 * at run time, so a schema edit hot-reloads. `dirs`: schema folders relative to the root (tests add their fixtures).
 */
export function precompiledValidatorsPlugin(options: { dirs?: readonly string[] } = {}): Plugin {
  const dirs = options.dirs ?? ['schemas'];
  let isBuild = false;
  let root = process.cwd();
  let generated: PrecompiledWizardModules | undefined;
  // Generated in a tsx child process, once per build: importing the engine here would pull it into
  // Vite's config bundle, whose loader wants explicit file extensions on every import.
  const modules = (): PrecompiledWizardModules => {
    const cli = join(root, 'src/engine/cli/precompileValidators.ts');
    generated ??= JSON.parse(
      execFileSync(join(root, 'node_modules/.bin/tsx'), [cli, root, ...dirs], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    ) as PrecompiledWizardModules;
    return generated;
  };
  return {
    name: 'wizard-precompiled-validators',
    configResolved(config) {
      isBuild = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      generated = undefined;
    },
    resolveId: (id) =>
      id === PRECOMPILED_VALIDATORS_ID || id.startsWith(WIZARD_PREFIX) ? `\0${id}` : id === SCHEMA_SOURCE_ID ? RESOLVED_SCHEMA_SOURCE_ID : undefined,
    load(id) {
      if (id === RESOLVED_SCHEMA_SOURCE_ID) return 'export const schemaSource = undefined;\n';
      if (id === RESOLVED_ID) return isBuild ? indexCode(modules()) : 'export const wizardModules = undefined;\n';
      if (!id.startsWith(RESOLVED_WIZARD_PREFIX)) return undefined;
      const wizard = modules()[id.slice(RESOLVED_WIZARD_PREFIX.length)];
      if (!isBuild || !wizard) throw new Error(`${id.slice(1)}: no such precompiled wizard`);
      return wizardCode(root, wizard);
    },
  };
}
