import { ERROR_MESSAGE_START } from './errorMessageKeyword';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// Where a schema holds subschemas: one, a list, or a map of them. Other keywords' values (enum, const,
// errorMessage itself, x-ui, custom rules) are data, not schemas, and are left alone.
const ONE = new Set(['not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'items', 'additionalItems']);
const LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

const marked = new WeakMap<object, unknown>();

/**
 * The schema as ajv is to compile it: every subschema holding an `errorMessage` gets
 * `x-errorMessageStart: true` (see errorMessageKeyword). Copies only what changes, never edits the
 * given document, and answers the same copy for the same document (ajv caches compiled schemas by object).
 */
export function markErrorMessages<T>(schema: T): T {
  if (!isObject(schema)) return schema;
  const known = marked.get(schema);
  if (known !== undefined) return known as T;
  let copy: Record<string, unknown> | null = null;
  const set = (key: string, value: unknown) => {
    copy ??= { ...schema };
    copy[key] = value;
  };
  for (const [key, value] of Object.entries(schema)) {
    if (MAP.has(key) && isObject(value)) {
      let map: Record<string, unknown> | null = null;
      for (const [name, sub] of Object.entries(value)) {
        const next = markErrorMessages(sub);
        if (next !== sub) (map ??= { ...value })[name] = next;
      }
      if (map !== null) set(key, map);
    } else if (LIST.has(key) && Array.isArray(value)) {
      const next = value.map((sub) => markErrorMessages(sub));
      if (next.some((sub, i) => sub !== value[i])) set(key, next);
    } else if (ONE.has(key) && isObject(value)) {
      const next = markErrorMessages(value);
      if (next !== value) set(key, next);
    }
  }
  if ('errorMessage' in schema && schema[ERROR_MESSAGE_START] === undefined) set(ERROR_MESSAGE_START, true);
  const result = (copy ?? schema) as T;
  marked.set(schema, result);
  return result;
}
