import { readPointer, resolveRef, type SchemaSource } from '../../../engine/schemaSource';
import { overlayKey } from './schemaTexts';

// Mirrors engine/dereference.ts: the same keywords dropped and merged, so a pointer into the compiled
// (inlined) step schema names the same node here.
const DROPPED = new Set(['$schema', '$defs', '$comment']);
const MERGED = new Set(['errorMessage', 'x-ui', 'properties']);

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where each string of a compiled schema was written: compiled pointer → overlay key (`file#pointer`). */
export type TextOrigins = Map<string, string>;

/**
 * The map from a pointer in the compiled step schema (every `$ref` inlined) back to the source file and
 * pointer of each string in it. A message shared through `$ref` (common/*.schema.json) points at its one
 * source, so its translation is found by where it is written, never by its English text.
 */
export function compiledTextOrigins(source: SchemaSource, path: string, pointer = ''): TextOrigins {
  const origins: TextOrigins = new Map();
  walk(source, path, pointer, readPointer(source[path], pointer), '', origins, []);
  return origins;
}

function walk(source: SchemaSource, path: string, at: string, node: unknown, compiled: string, origins: TextOrigins, stack: string[]): void {
  if (typeof node === 'string') {
    origins.set(compiled, overlayKey(path, at));
    return;
  }
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(source, path, `${at}/${index}`, item, `${compiled}/${index}`, origins, stack));
    return;
  }
  if (!isObject(node)) return;
  const { $ref, ...rest } = node;
  if (typeof $ref === 'string') {
    const target = resolveRef(path, $ref);
    const key = `${target.path}#${target.pointer}`;
    if (!stack.includes(key)) walk(source, target.path, target.pointer, readPointer(source[target.path], target.pointer), compiled, origins, [...stack, key]);
  }
  // Siblings of a $ref win over the referenced keywords (merged ones key by key), as in dereference.
  for (const [keyword, value] of Object.entries(rest)) {
    if (DROPPED.has(keyword)) continue;
    const next = `${compiled}/${escape(keyword)}`;
    if (!MERGED.has(keyword) || !isObject(value)) for (const existing of [...origins.keys()]) if (existing === next || existing.startsWith(`${next}/`)) origins.delete(existing);
    walk(source, path, `${at}/${escape(keyword)}`, value, next, origins, stack);
  }
}

/**
 * The overlay key of the message an ajv-errors error shows: its `schemaPath` ('#/properties/title/errorMessage'
 * in the step's own file, or '../../common/text.schema.json#/$defs/title/errorMessage' through a `$ref`)
 * resolved against the step's file, and the leaf for the rule that failed (`minLength`, or `required/<field>`).
 */
export function errorMessageKey(stepFile: string, schemaPath: string, errorMessage: unknown, keyword: string, missingProperty?: string): string | undefined {
  const hash = schemaPath.indexOf('#');
  const file = hash <= 0 ? stepFile : resolveRef(stepFile, schemaPath.slice(0, hash)).path;
  const pointer = schemaPath.slice(hash + 1);
  if (typeof errorMessage === 'string') return overlayKey(file, pointer);
  if (!isObject(errorMessage)) return undefined;
  const leaf = errorMessage[keyword];
  if (typeof leaf === 'string') return overlayKey(file, `${pointer}/${escape(keyword)}`);
  if (isObject(leaf) && missingProperty && typeof leaf[missingProperty] === 'string') return overlayKey(file, `${pointer}/${escape(keyword)}/${escape(missingProperty)}`);
  if (typeof errorMessage._ === 'string') return overlayKey(file, `${pointer}/_`);
  return undefined;
}
