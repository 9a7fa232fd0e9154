// `npx tsx tests/bench/localeSizes.ts`: what loading an interface language adds to a route (issue 19).
// Builds like production (`vite build --manifest`) and sums, in kB gzip, the wizard route as it loads
// (entry + wizard page with their static imports: the i18n runtime is inside), then for each locale the
// chunks a language switch fetches on top: its catalog (English fallback and the message compiler
// included) and its schema overlay.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '../../src/lib/i18n/locales';
import { entryKey, gzipKb, readManifest, staticClosure } from './manifestClosure';

const WIZARD_PAGE = /^src\/features\/courses\/wizard\/CourseWizardPage\.tsx$/;
// DESIGN §9's budget for a wizard route.
const WIZARD_BUDGET_KB = 295;

const root = process.cwd();
const outDir = mkdtempSync(join(tmpdir(), 'locale-sizes-'));
execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const manifest = readManifest(outDir);
const entry = entryKey(manifest, 'index.html');
const page = Object.keys(manifest).find((key) => WIZARD_PAGE.test(key));
if (!page) throw new Error('no course wizard page in the build');
const route = staticClosure(manifest, [entry, page]);
const compiler = staticClosure(manifest, ['src/lib/i18n/compileCatalog.ts']);
const english = staticClosure(manifest, ['src/lib/i18n/catalogs/en/index.ts']);
const lingui = Object.values(manifest).filter((chunk) => /@lingui/.test(chunk.src ?? '')).map((chunk) => chunk.file);
console.log(`wizard route (${page}): ${gzipKb(outDir, route).toFixed(1)} kB gzip without a language loaded; budget ${WIZARD_BUDGET_KB} kB`);
console.log(`  of which @lingui runtime chunks outside the route: ${lingui.filter((file) => !route.includes(file)).length}`);
for (const locale of LOCALES) {
  const catalog = locale === 'en' ? [] : staticClosure(manifest, [`src/lib/i18n/catalogs/${locale}/index.ts`]);
  const overlayKey = `src/lib/i18n/schemaOverlays/${locale}.json`;
  const overlay = manifest[overlayKey] ? staticClosure(manifest, [overlayKey]) : [];
  const added = [...new Set([...compiler, ...english, ...catalog, ...overlay])].filter((file) => !route.includes(file));
  const total = gzipKb(outDir, [...route, ...added]);
  console.log(`  ${locale.padEnd(5)} +${gzipKb(outDir, added).toFixed(1)} kB (catalog ${gzipKb(outDir, catalog.filter((f) => !route.includes(f))).toFixed(1)}, overlay ${gzipKb(outDir, overlay).toFixed(1)}) = ${total.toFixed(1)} kB with the language loaded`);
}
