// `npm run validate -- <wizard> <step> <data.json> [--root <dir>] [context flags]`: validates one step's
// data with the same module and the same validation context (today in the user's zone, status, role,
// facts) the app and the server use. Prints the field errors as JSON on stdout; exit code
// 1 when invalid, 0 when valid, 2 on a usage or schema error.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileWizard } from '../compileWizard';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { CHECKED_DIRS } from './checkedDirs';
import { CONTEXT_USAGE, takeContextFlags } from './contextFlags';

const args = process.argv.slice(2);
const rootFlag = args.indexOf('--root');
const root = resolve(rootFlag >= 0 ? (args.splice(rootFlag, 2)[1] ?? '.') : process.cwd());

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const usage = ['usage: npm run validate -- <wizard> <step> <data.json> [--root <dir>] [context flags]', ...CONTEXT_USAGE.map((line) => `  ${line}`)].join('\n');
let context;
try {
  context = takeContextFlags(args);
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const [wizardId, stepKey, dataFile] = args;
if (!wizardId || !stepKey || !dataFile) fail(usage);
let data: unknown;
try {
  data = JSON.parse(readFileSync(resolve(dataFile), 'utf8'));
} catch (error) {
  fail(`cannot read ${dataFile}: ${(error as Error).message}`);
}
if (typeof data !== 'object' || data === null || Array.isArray(data)) fail(`${dataFile} must hold a JSON object`);
try {
  const wizard = compileWizard(loadSchemasFromDisk(root, CHECKED_DIRS), wizardId);
  const errors = wizard.validateStep(stepKey, data as Record<string, unknown>, context);
  // Field, message and rule, as before keys existed (messageKey is for translations, not for staff).
  console.log(JSON.stringify(errors.map(({ messageKey: _key, ...error }) => error), null, 2));
  process.exitCode = errors.length ? 1 : 0;
} catch (error) {
  fail((error as Error).message);
}
