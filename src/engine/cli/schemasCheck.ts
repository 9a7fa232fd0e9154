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

const root = resolve(process.argv[2] ?? process.cwd());
const { source, problems: unreadable } = readSchemaFiles(root, CHECKED_DIRS);
// The CLI sits on top of everything, so it also knows what the server registered by name.
const problems = [
  ...checkSchemas(source, unreadable.map(({ path, message }) => ({ file: path, pointer: '', message }))),
  ...registeredNameProblems(source, REGISTERED_NAMES),
];
for (const problem of problems) console.log(formatProblem(problem));
const files = Object.keys(source).length + unreadable.length;
if (problems.length) {
  console.error(`schemas:check: ${problems.length} problem(s) in ${files} files`);
  process.exitCode = 1;
} else {
  console.log(`schemas:check: ${files} files OK`);
}
