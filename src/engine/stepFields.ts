import type { JsonSchema } from './dereference';

const BRANCHES = ['allOf', 'anyOf', 'oneOf'] as const;
const CONDITIONALS = ['if', 'then', 'else'] as const;

/**
 * Top-level property names a (dereferenced) step schema declares, including those declared only
 * in allOf/anyOf/oneOf branches or if/then/else, in first-seen order.
 */
export function stepFields(schema: JsonSchema): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const s = node as JsonSchema;
    if (typeof s.properties === 'object' && s.properties !== null) Object.keys(s.properties).forEach((n) => names.add(n));
    for (const branch of BRANCHES) if (Array.isArray(s[branch])) (s[branch] as unknown[]).forEach(visit);
    for (const conditional of CONDITIONALS) visit(s[conditional]);
  };
  visit(schema);
  return [...names];
}
