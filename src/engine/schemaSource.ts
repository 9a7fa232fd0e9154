/**
 * Every schema file, keyed by its path relative to the project root
 * ('schemas/wizards/course/wizard.json'), holding the parsed JSON. The browser builds it with
 * `import.meta.glob`, Node reads it from disk; everything else works on this map.
 */
export type SchemaSource = Record<string, unknown>;

/** Base URI that gives each file an `$id`, so relative `$ref`s resolve exactly like paths on disk. */
export const SCHEMA_BASE_URI = 'https://wizard.local/';

/** The `$id` ajv knows a schema file by. */
export function schemaIdFor(path: string): string {
  return SCHEMA_BASE_URI + path;
}

/** Where a `$ref` written in `fromPath` points: the target file and the JSON pointer inside it. */
export function resolveRef(fromPath: string, ref: string): { path: string; pointer: string } {
  const url = new URL(ref, schemaIdFor(fromPath));
  const path = url.href.startsWith(SCHEMA_BASE_URI) ? decodeURI(url.origin + url.pathname).slice(SCHEMA_BASE_URI.length) : url.href;
  return { path, pointer: decodeURIComponent(url.hash.replace(/^#/, '')) };
}

/** Reads a JSON pointer ('/$defs/title') inside a document; undefined when it leads nowhere. */
export function readPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let node: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** True for manifests (`…/wizards/<id>/wizard.json`), which are not JSON Schemas. */
export function isManifestPath(path: string): boolean {
  return /(^|\/)wizard\.json$/.test(path);
}

/** True for the meta-schemas, which describe our files rather than user data. */
export function isMetaSchemaPath(path: string): boolean {
  return path.startsWith('schemas/meta/');
}

/** True for the platform facts file (`schemas/platform.json`), named data rather than a schema. */
export function isPlatformFactsFile(path: string): boolean {
  return path === 'schemas/platform.json';
}

/**
 * Files under schemas/ that hold named data product staff edit rather than a schema, each with the
 * meta-schema `npm run schemas:check` checks it against: the platform facts and the insights figures.
 */
export const DATA_FILE_METAS: Readonly<Record<string, string>> = {
  'schemas/platform.json': 'schemas/meta/platform.schema.json',
  'schemas/insights.json': 'schemas/meta/insights.schema.json',
};

/** True for a data file of DATA_FILE_METAS (named data, not a schema of user data). */
export function isDataFile(path: string): boolean {
  return Object.hasOwn(DATA_FILE_METAS, path);
}

/** True for files that are JSON Schemas of user data: steps and shared `$defs`, not manifests, meta-schemas or data files. */
export function isDataSchemaPath(path: string): boolean {
  return !isManifestPath(path) && !isMetaSchemaPath(path) && !isDataFile(path);
}
