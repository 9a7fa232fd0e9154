import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { entryKey, gzipKb, readManifest, staticClosure, type ViteManifest } from './manifestClosure';

/** One wizard route's JS in kB gzip: the page with its static imports, and with its wizard's chunk too. */
export interface WizardRouteSize {
  page: string;
  wizardId: string;
  /** Entry + page + their static imports: what the screen needs before it asks for its wizard. */
  page_kB: number;
  /** The above plus the wizard's own module (precompiled validators, its schema files) and its imports. */
  total_kB: number;
}

/** Route sizes of the app build in kB gzip. */
export interface BundleSizes {
  signIn: number;
  /** JS the sign-in route fetches after first paint (the lazy notification list). */
  signInAfterPaint: number;
  wizardRoutes: WizardRouteSize[];
}

const LOGIN_ROUTE = 'src/routes/login.lazy.tsx';
const AFTER_PAINT = 'node_modules/@mantine/notifications/esm/index.mjs';
// Each wizard screen and the wizard it loads (`loadBrowserWizard(id)` fetches `virtual:wizard-validators/<id>`).
// A page missing from the build (not reachable from the route tree) is left out of the table.
export const WIZARD_ROUTES: ReadonlyArray<{ page: string; wizardId: string }> = [
  { page: 'src/features/courses/wizard/CourseWizardPage.tsx', wizardId: 'course' },
  { page: 'src/features/tracks/wizard/TrackWizardPage.tsx', wizardId: 'track' },
  { page: 'src/features/retreats/wizard/RetreatWizardPage.tsx', wizardId: 'retreat' },
  { page: 'src/features/workshops/form/WorkshopFormPage.tsx', wizardId: 'workshop' },
];
const wizardModuleKey = (wizardId: string) => `virtual:wizard-validators/${wizardId}`;

function wizardRoutes(outDir: string, manifest: ViteManifest, entry: string): WizardRouteSize[] {
  return WIZARD_ROUTES.filter(({ page, wizardId }) => manifest[page]?.isDynamicEntry && manifest[wizardModuleKey(wizardId)]).map(({ page, wizardId }) => ({
    page,
    wizardId,
    page_kB: gzipKb(outDir, staticClosure(manifest, [entry, page])),
    total_kB: gzipKb(outDir, staticClosure(manifest, [entry, page, wizardModuleKey(wizardId)])),
  }));
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
  return {
    signIn: gzipKb(outDir, signInFiles),
    signInAfterPaint: gzipKb(outDir, afterPaint),
    wizardRoutes: wizardRoutes(outDir, manifest, entry),
  };
}

/** gzip kB of the JS a built HTML entry loads (the stock RJSF + Mantine page of the bench build). */
export function entrySize(outDir: string, html: string): number {
  const manifest = readManifest(outDir);
  return gzipKb(outDir, staticClosure(manifest, [entryKey(manifest, html)]));
}
