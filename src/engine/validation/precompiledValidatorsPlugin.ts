import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Import specifier of the generated validators module (declared in `virtualValidators.d.ts`). */
export const PRECOMPILED_VALIDATORS_ID = 'virtual:wizard-validators';
const RESOLVED_ID = `\0${PRECOMPILED_VALIDATORS_ID}`;
// `npm run dev` serves this module with the checked schema files (schemaHotReloadPlugin, which runs
// first); everywhere else (builds, unit tests) it is empty and the bundled files are used.
const SCHEMA_SOURCE_ID = 'virtual:wizard-schema-source';
const RESOLVED_SCHEMA_SOURCE_ID = `\0${SCHEMA_SOURCE_ID}`;

/**
 * Vite plugin: in `vite build`, `virtual:wizard-validators` holds standalone validators for every
 * wizard under `schemas/` (no run-time compilation, so a strict CSP works). In dev and tests it
 * exports `undefined` and the app compiles at run time, so a schema edit hot-reloads. `dirs`: schema
 * folders relative to the root (tests add their fixtures).
 */
export function precompiledValidatorsPlugin(options: { dirs?: readonly string[] } = {}): Plugin {
  const dirs = options.dirs ?? ['schemas'];
  let isBuild = false;
  let root = process.cwd();
  return {
    name: 'wizard-precompiled-validators',
    configResolved(config) {
      isBuild = config.command === 'build';
      root = config.root;
    },
    resolveId: (id) => (id === PRECOMPILED_VALIDATORS_ID ? RESOLVED_ID : id === SCHEMA_SOURCE_ID ? RESOLVED_SCHEMA_SOURCE_ID : undefined),
    load(id) {
      if (id === RESOLVED_SCHEMA_SOURCE_ID) return 'export const schemaSource = undefined;\n';
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) return 'export const validators = undefined;\n';
      // Generated in a tsx child process: importing the engine here would pull it into Vite's config
      // bundle, whose loader wants explicit file extensions on every import.
      const cli = join(root, 'src/engine/cli/precompileValidators.ts');
      return execFileSync(join(root, 'node_modules/.bin/tsx'), [cli, root, ...dirs], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    },
  };
}
