import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

// Values that are data, not schemas: a `$comment` key inside them is content and stays.
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

/** `schema` without its `$comment`s (schema keywords only) and without the top-level `$schema` editor hint. */
export function withoutSchemaComments(schema: unknown, top = true): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutSchemaComments(item, false));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$comment' || (top && key === '$schema')) continue;
    out[key] = DATA_KEYWORDS.has(key) ? value : withoutSchemaComments(value, false);
  }
  return out;
}

/** True for the files whose comments the browser bundle leaves out: schema files, not manifests or meta-schemas. */
export function isBundledSchemaFile(path: string): boolean {
  return /^schemas\/.*\.json$/.test(path) && !/(^|\/)wizard\.json$/.test(path) && !path.startsWith('schemas/meta/');
}

/**
 * Vite plugin (build only): the schema files the browser bundles (each wizard's chunk carries its step
 * schemas and the common files they `$ref`) lose their `$comment`s and `$schema` hint. Both are notes for
 * staff and editors: `dereference` drops them from what RJSF draws, ajv ignores them and the validators are
 * compiled from the files on disk. Manifests (`wizard.json`) keep theirs: the drafts' schema version
 * hashes the manifest as written, and the server computes it from the same file.
 */
export function schemaCommentsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'schema-comments',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const path = relative(root, id.split('?')[0]!).split(sep).join('/');
      if (!isBundledSchemaFile(path)) return undefined;
      return { code: JSON.stringify(withoutSchemaComments(JSON.parse(code))), map: null };
    },
  };
}
