import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * RJSF core's widgets whose names our form's widget registry also defines (`StepForm`: `mantineWidgets` and
 * `widgets` of registry.ts): RJSF merges a theme's widgets over its defaults by name, so core's own are never
 * drawn. `rjsfOverriddenWidgets.test.ts` keeps this list inside the registry.
 */
export const RJSF_OVERRIDDEN_WIDGETS = ['CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget', 'RadioWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget'] as const;
const WIDGET_FILES = new Set(RJSF_OVERRIDDEN_WIDGETS.map((name) => `./${name}.js`));

/**
 * Vite plugin (build only): the imports of those widgets by RJSF core's widget list (`components/widgets/index.js`)
 * resolve to `UnusedRjsfWidget.tsx`, a stand-in that says why if ever drawn.
 */
export function rjsfOverriddenWidgetsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'rjsf-overridden-widgets',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!WIDGET_FILES.has(source) || !importer?.includes('/node_modules/@rjsf/core/lib/components/widgets/index.js')) return undefined;
      return join(root, 'src/renderer/build/UnusedRjsfWidget.tsx');
    },
  };
}
