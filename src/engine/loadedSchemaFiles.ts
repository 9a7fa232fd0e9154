import type { SchemaSource } from './schemaSource';

// Outside production builds (`npm run dev`, unit tests) every file is at hand, as the run-time compiler
// needs them. In a production build this branch is dead code, so Rollup drops the glob and its files:
// a route carries only the files of the wizards it loads (`loadBrowserWizard`).
const everyFile: SchemaSource | undefined = import.meta.env.PROD
  ? undefined
  : Object.fromEntries(
      Object.entries(import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' })).map(([key, value]) => [key.replace(/^\//, ''), value]),
    );

let files: SchemaSource = everyFile ?? {};
let version = 0;
const listeners = new Set<() => void>();

/**
 * The schema files this page has loaded so far (every file outside production builds), keyed like the
 * Node loader's ('schemas/common/text.schema.json'). Schema-text translation reads the English here.
 */
export function loadedSchemaFiles(): SchemaSource {
  return files;
}

/** A number that changes whenever `loadedSchemaFiles()` gains files (for `useSyncExternalStore`). */
export const loadedSchemaFilesVersion = (): number => version;

/** Calls `listener` whenever files are added; returns the unsubscribe. */
export function onSchemaFilesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds the files a wizard module brought; listeners hear of it only when something was new. */
export function addSchemaFiles(added: SchemaSource): void {
  if (Object.keys(added).every((path) => Object.hasOwn(files, path))) return;
  files = { ...files, ...added };
  version += 1;
  listeners.forEach((listener) => listener());
}
