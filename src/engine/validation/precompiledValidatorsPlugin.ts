import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { precompiledValidatorsCode } from './precompiledValidatorsCode';

/** Import specifier of the generated validators module (declared in `virtualValidators.d.ts`). */
export const PRECOMPILED_VALIDATORS_ID = 'virtual:wizard-validators';
const RESOLVED_ID = `\0${PRECOMPILED_VALIDATORS_ID}`;

/**
 * Vite plugin: in `vite build`, `virtual:wizard-validators` holds standalone validators for every
 * wizard under `schemas/` (no run-time compilation, so a strict CSP works). In dev and tests it
 * exports `undefined` and the app compiles at run time, so a schema edit hot-reloads.
 */
export function precompiledValidatorsPlugin(): Plugin {
  let isBuild = false;
  let root = process.cwd();
  return {
    name: 'wizard-precompiled-validators',
    configResolved(config) {
      isBuild = config.command === 'build';
      root = config.root;
    },
    resolveId: (id) => (id === PRECOMPILED_VALIDATORS_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) return 'export const validators = undefined;\n';
      const runtime = fileURLToPath(new URL('./standaloneRuntime.ts', import.meta.url));
      return precompiledValidatorsCode(loadSchemasFromDisk(root), runtime);
    },
  };
}
