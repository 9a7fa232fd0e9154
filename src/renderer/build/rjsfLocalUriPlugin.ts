import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite plugin: `@rjsf/utils`' import of `fast-uri` resolves to `localRefUri.ts`, the few lines of URI
 * resolution a form's schema can use (the forms get dereferenced schemas, so RJSF never resolves a
 * `$ref` on them). Every other importer (ajv's run-time compiler) gets the package.
 */
export function rjsfLocalUriPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'rjsf-local-uri',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source !== 'fast-uri' || !importer?.includes('/node_modules/@rjsf/utils/')) return undefined;
      return join(root, 'src/renderer/build/localRefUri.ts');
    },
  };
}
