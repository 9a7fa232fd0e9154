import { readPointer, resolveRef, type SchemaSource } from './schemaSource';

/** A JSON Schema object as plain data. */
export type JsonSchema = Record<string, unknown>;

const DROPPED = new Set(['$schema', '$defs', '$comment']);
// Keywords whose sibling values merge into the referenced schema rather than replace it.
const MERGED = new Set(['errorMessage', 'x-ui', 'properties']);

/**
 * The schema at `path#pointer` with every `$ref` inlined (across files) and `$defs` dropped, so
 * RJSF can render it without a resolver. Siblings of a `$ref` win over the referenced keywords: this
 * copy is for drawing the form; validation always runs on the original schemas.
 */
export function dereference(source: SchemaSource, path: string, pointer = ''): JsonSchema {
  return inline(source, path, readPointer(source[path], pointer), []) as JsonSchema;
}

function inline(source: SchemaSource, path: string, node: unknown, stack: string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(source, path, item, stack));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as JsonSchema;
  let base: JsonSchema = {};
  if (typeof $ref === 'string') {
    const target = resolveRef(path, $ref);
    const key = `${target.path}#${target.pointer}`;
    if (stack.includes(key)) throw new Error(`Circular $ref ${key} (from ${path})`);
    const referenced = readPointer(source[target.path], target.pointer);
    if (referenced === undefined) throw new Error(`Cannot resolve $ref "${$ref}" in ${path}`);
    base = inline(source, target.path, referenced, [...stack, key]) as JsonSchema;
  }
  const result: JsonSchema = { ...base };
  for (const [keyword, value] of Object.entries(rest)) {
    if (DROPPED.has(keyword)) continue;
    const resolved = inline(source, path, value, stack);
    const previous = result[keyword];
    result[keyword] = MERGED.has(keyword) && isObject(previous) && isObject(resolved) ? { ...previous, ...resolved } : resolved;
  }
  return result;
}

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
