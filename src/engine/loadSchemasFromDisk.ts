import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SchemaSource } from './schemaSource';

/** Folders the app loads by default; tests add 'tests/fixtures/wizards'. */
export const DEFAULT_SCHEMA_DIRS = ['schemas'];

/** A file that could not be read as JSON. */
export interface SchemaFileProblem {
  path: string;
  message: string;
}

function listJsonFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listJsonFiles(full);
    return entry.isFile() && entry.name.endsWith('.json') ? [full] : [];
  });
}

/** Reads every `.json` under `dirs` (relative to `root`), keeping unparsable files as problems. */
export function readSchemaFiles(root: string, dirs: readonly string[] = DEFAULT_SCHEMA_DIRS): { source: SchemaSource; problems: SchemaFileProblem[] } {
  const source: SchemaSource = {};
  const problems: SchemaFileProblem[] = [];
  for (const dir of dirs) {
    for (const file of listJsonFiles(join(root, dir)).sort()) {
      const path = relative(root, file).split(sep).join('/');
      try {
        source[path] = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push({ path, message: `not valid JSON: ${(error as Error).message}` });
      }
    }
  }
  return { source, problems };
}

/** The Node loader: the same `SchemaSource` the browser builds, read from disk; throws on bad JSON. */
export function loadSchemasFromDisk(root: string = process.cwd(), dirs: readonly string[] = DEFAULT_SCHEMA_DIRS): SchemaSource {
  const { source, problems } = readSchemaFiles(root, dirs);
  if (problems.length) throw new Error(problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  return source;
}
