// Prints, as JSON, the precompiled step validators of every wizard, one ES module each, with the schema
// files that wizard needs: `precompileValidators.ts [root] [dir ...]` (default: the working directory and
// its `schemas/`). The Vite plugin runs this once per build and serves each wizard as its own chunk.
import { join, resolve } from 'node:path';
import { listWizardIds } from '../findManifest';
import { DEFAULT_SCHEMA_DIRS, loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { precompiledValidatorsCode } from '../validation/precompiledValidatorsCode';
import { wizardSchemaFiles } from '../wizardSchemaFiles';
import type { PrecompiledWizardModules } from '../validation/precompiledValidatorsPlugin';

const root = resolve(process.argv[2] ?? process.cwd());
const dirs = process.argv.length > 3 ? process.argv.slice(3) : DEFAULT_SCHEMA_DIRS;
const runtime = join(root, 'src/engine/validation/standaloneRuntime.ts');
const source = loadSchemasFromDisk(root, dirs);
const modules: PrecompiledWizardModules = Object.fromEntries(
  listWizardIds(source).map((wizardId) => {
    const files = wizardSchemaFiles(source, wizardId);
    // The plans read their messages from the files the wizard's module imports (precompiledValidatorsPlugin).
    return [wizardId, { code: precompiledValidatorsCode(source, runtime, [wizardId], { files }), files }];
  }),
);
process.stdout.write(JSON.stringify(modules));
