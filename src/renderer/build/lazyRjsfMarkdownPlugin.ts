import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite plugin: `@rjsf/core`'s import of `markdown-to-jsx/react` resolves to `LazyMarkdown.tsx`, which
 * loads the real parser on first use; every other importer (LazyMarkdown itself) gets the package.
 */
export function lazyRjsfMarkdownPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'lazy-rjsf-markdown',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source !== 'markdown-to-jsx/react' || !importer?.includes('/node_modules/@rjsf/core/')) return undefined;
      return join(root, 'src/renderer/build/LazyMarkdown.tsx');
    },
  };
}
