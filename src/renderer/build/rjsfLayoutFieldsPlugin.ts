import { join } from 'node:path';
import type { Plugin } from 'vite';

/** RJSF core's layout fields: drawn only where a uiSchema says `ui:field: '<name>'`. */
export const RJSF_LAYOUT_FIELDS = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'] as const;
const LAYOUT_FILES = new Set(RJSF_LAYOUT_FIELDS.map((name) => `./${name}.js`));

/**
 * Vite plugin (build only): the imports of RJSF core's layout fields by its field list (`components/fields/index.js`)
 * resolve to `UnusedRjsfLayoutField.tsx`, since no uiSchema of ours names them (see there).
 */
export function rjsfLayoutFieldsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'rjsf-layout-fields',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!LAYOUT_FILES.has(source) || !importer?.includes('/node_modules/@rjsf/core/lib/components/fields/index.js')) return undefined;
      return join(root, 'src/renderer/build/UnusedRjsfLayoutField.tsx');
    },
  };
}
