import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { build } from 'vite';

/** Where the bench page's HTML lands inside the build folder (Vite keeps the path under the root). */
export const PAGE_HTML = 'tests/bench/page/index.html';

/** The stock RJSF + Mantine page, built alongside only to weigh it. */
export const STOCK_HTML = 'tests/bench/page/stock.html';

/** The JSON Forms vanilla page, the second route baseline, built alongside only to weigh it. */
export const JSONFORMS_HTML = 'tests/bench/page/jsonforms.html';

/**
 * Production build of the bench page, the stock page and the JSON Forms page (React in production mode, minified) into `outDir`. Its own
 * config: the app's precompiled-validators plugin is not wanted, the page compiles at run time.
 */
export async function buildPage(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, manifest: true, rollupOptions: { input: [join(root, PAGE_HTML), join(root, STOCK_HTML), join(root, JSONFORMS_HTML)] } },
  });
}
