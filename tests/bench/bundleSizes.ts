import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { entryKey, gzipKb, readManifest, staticClosure, type ViteManifest } from './manifestClosure';

/** Route sizes of the app build in kB gzip; `wizardRoute` is null while the route tree has no wizard page. */
export interface BundleSizes {
  signIn: number;
  /** JS the sign-in route fetches after first paint (the lazy notification list). */
  signInAfterPaint: number;
  wizardRoute: number | null;
  wizardRouteSource: string | null;
}

const LOGIN_ROUTE = 'src/routes/login.lazy.tsx';
const AFTER_PAINT = 'node_modules/@mantine/notifications/esm/index.mjs';
// A wizard screen is a lazy page under src/features/<feature>/wizard/ (the course wizard is the first).
const WIZARD_PAGE = /^src\/features\/[^/]+\/wizard\/[A-Za-z]+WizardPage\.tsx$/;

function wizardPage(manifest: ViteManifest): string | null {
  return Object.keys(manifest).filter((key) => WIZARD_PAGE.test(key) && manifest[key]?.isDynamicEntry).sort()[0] ?? null;
}

/**
 * Builds the app as production does (`vite build --manifest`, the project's config) into `outDir` and
 * sums, per route, the JS of the entry and the route's lazy chunk with their static imports.
 */
export function measureBundles(root: string, outDir: string): BundleSizes {
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const manifest = readManifest(outDir);
  const entry = entryKey(manifest, 'index.html');
  const signInFiles = staticClosure(manifest, [entry, LOGIN_ROUTE]);
  const afterPaint = manifest[AFTER_PAINT] ? staticClosure(manifest, [AFTER_PAINT]).filter((file) => !signInFiles.includes(file)) : [];
  const page = wizardPage(manifest);
  return {
    signIn: gzipKb(outDir, signInFiles),
    signInAfterPaint: gzipKb(outDir, afterPaint),
    wizardRoute: page ? gzipKb(outDir, staticClosure(manifest, [entry, page])) : null,
    wizardRouteSource: page,
  };
}

/** gzip kB of the JS a built HTML entry loads (the stock RJSF + Mantine page of the bench build). */
export function entrySize(outDir: string, html: string): number {
  const manifest = readManifest(outDir);
  return gzipKb(outDir, staticClosure(manifest, [entryKey(manifest, html)]));
}
