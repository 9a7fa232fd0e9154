// Keywords after which a leaf's shape depends on its data, or on a schema elsewhere (compiled steps inline every
// `$ref`, so one left over may bring conditionals with it).
const KEYWORDS = ['if', 'dependencies', 'dependentSchemas', '$ref'] as const;
const known = new WeakMap<object, boolean>();

/**
 * Whether a field's schema must go through RJSF's own SchemaField, which resolves it again for each value: it,
 * or anything inside it, has `if`, `dependencies`, `dependentSchemas` or `$ref`. Step schemas are never
 * mutated, so the answer is kept per schema object.
 */
export function needsRjsfPath(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  const record = schema as Record<string, unknown>;
  const found = KEYWORDS.some((keyword) => keyword in record) || Object.values(record).some(needsRjsfPath);
  known.set(schema, found);
  return found;
}
