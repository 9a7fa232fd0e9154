// `npm run schemas:check [root]`: checks every schema file under <root>/schemas (and the test
// fixtures under <root>/tests/fixtures/wizards) and prints one `file#/pointer: message` line per
// mistake. Exit code 1 when any mistake is found, 0 otherwise.
import { resolve } from 'node:path';
import { REGISTERED_NAMES } from '../../server/wizards/registeredNames';
import { checkSchemas } from '../check/checkSchemas';
import { registeredNameProblems } from '../check/registeredNameProblems';
import { formatProblem } from '../check/schemaProblem';
import { readSchemaFiles } from '../loadSchemasFromDisk';
import { CHECKED_DIRS } from './checkedDirs';
import { checkOverlays } from '../../lib/i18n/schema/checkOverlays';
import { readOverlay } from '../../lib/i18n/schema/nodeSchemaText';

const root = resolve(process.argv[2] ?? process.cwd());
const { source, problems: unreadable } = readSchemaFiles(root, CHECKED_DIRS);
// The CLI sits on top of everything, so it also knows what the server registered by name.
const problems = [
  ...checkSchemas(source, unreadable.map(({ path, message }) => ({ file: path, pointer: '', message }))),
  ...registeredNameProblems(source, REGISTERED_NAMES),
];
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
