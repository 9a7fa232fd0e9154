// `npm run schemas:check [root]`: checks every schema file under <root>/schemas (and the test
// fixtures under <root>/tests/fixtures/wizards) and prints one `file#/pointer: message` line per
// mistake. Exit code 1 when any mistake is found, 0 otherwise.
// `npm run schemas:check -- --watch`: checks again after every save under those folders and the schema
// translation overlays (src/lib/i18n/schemaOverlays, checked against the English below), until Ctrl+C
// (for editing outside the browser; `npm run dev` runs the same check on each save by itself).
import { resolve } from 'node:path';
import { formatProblem } from '../check/schemaProblem';
import { readSchemaFiles } from '../loadSchemasFromDisk';
import { CHECKED_DIRS } from './checkedDirs';
import { checkProject } from './checkProject';
import { watchFolders } from './watchFolders';
import { checkOverlays } from '../../lib/i18n/schema/checkOverlays';
import { OVERLAY_DIR, readOverlay } from '../../lib/i18n/schema/nodeSchemaText';

const args = process.argv.slice(2);
const watching = args.includes('--watch');
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());

function check(): void {
  process.exitCode = 0;
  const { source, problems: unreadable } = readSchemaFiles(root, CHECKED_DIRS);
  // The CLI sits on top of everything, so it also knows what the server registered by name.
  const problems = checkProject(source, unreadable.map(({ path, message }) => ({ file: path, pointer: '', message })));
  for (const problem of problems) console.log(formatProblem(problem));
  const files = Object.keys(source).length + unreadable.length;
  // Schema text per language (docs/i18n.md): overlays outside schemas/, checked against today's English.
  const overlays = checkOverlays(source, (locale) => readOverlay(root, locale));
  for (const line of overlays.lines) console.log(line);
  if (overlays.failed) {
    console.error('schemas:check: schema translations are missing or stale');
    process.exitCode = 1;
  }
  if (problems.length) {
    console.error(`schemas:check: ${problems.length} problem(s) in ${files} files`);
    process.exitCode = 1;
  } else {
    console.log(`schemas:check: ${files} files OK`);
  }
}

check();
if (watching) {
  // A translator's save can make the check fail (a stale or mismatched entry) as surely as a schema edit.
  const watched = [...CHECKED_DIRS, OVERLAY_DIR];
  console.log(`schemas:check: watching ${watched.join(', ')} (Ctrl+C to stop)`);
  watchFolders(root, watched, (paths) => {
    console.log(`\n[${new Date().toLocaleTimeString()}] ${paths.join(', ')} changed`);
    check();
  });
}
