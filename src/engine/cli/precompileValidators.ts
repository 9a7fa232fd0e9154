// Prints the ES module of precompiled step validators: `precompileValidators.ts [root] [dir ...]`
// (default: the working directory and its `schemas/`). The Vite plugin runs this at build time.
import { join, resolve } from 'node:path';
import { DEFAULT_SCHEMA_DIRS, loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { precompiledValidatorsCode } from '../validation/precompiledValidatorsCode';

const root = resolve(process.argv[2] ?? process.cwd());
const dirs = process.argv.length > 3 ? process.argv.slice(3) : DEFAULT_SCHEMA_DIRS;
const runtime = join(root, 'src/engine/validation/standaloneRuntime.ts');
process.stdout.write(precompiledValidatorsCode(loadSchemasFromDisk(root, dirs), runtime));
