const CONDITIONAL_KEYWORDS = ['if', 'dependencies', 'dependentSchemas'] as const;
const known = new WeakMap<object, boolean>();

/**
 * Whether a schema (or anything inside it) changes shape with the data: `if`, `dependencies` or
 * `dependentSchemas`. Only such schemas need resolving again for each value. Step schemas are never
 * mutated, so the answer is kept per schema object.
 */
export function hasConditionals(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  const record = schema as Record<string, unknown>;
  const found = CONDITIONAL_KEYWORDS.some((keyword) => keyword in record) || Object.values(record).some(hasConditionals);
  known.set(schema, found);
  return found;
}
