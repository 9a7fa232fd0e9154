import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite plugin (build only): `@lingui/core`'s import of the ICU message compiler resolves to
 * `noRuntimeMessageCompiler.ts`. Core uses it only outside production (a dead branch in this build),
 * but the compiler's CommonJS parser (moo) kept itself in the entry chunk for its side effects.
 * `compileCatalog` (loaded with each language) still imports the real compiler.
 */
export function linguiCompiledCatalogsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'lingui-compiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source !== '@lingui/message-utils/compileMessage' || !importer?.includes('/node_modules/@lingui/core/')) return undefined;
      return join(root, 'src/lib/i18n/build/noRuntimeMessageCompiler.ts');
    },
  };
}
