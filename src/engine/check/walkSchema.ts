/** Called for every schema object with its JSON pointer inside the file. */
export type SchemaVisitor = (node: Record<string, unknown>, pointer: string) => void;

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_VALUES = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames'];
const SCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Visits every subschema of a JSON Schema document, following only schema positions: a field named
 * "noEmoji" under `properties`, or data under `const`/`default`, is never taken for a keyword.
 */
export function walkSchema(node: unknown, visit: SchemaVisitor, pointer = ''): void {
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const key of SCHEMA_MAPS) {
    const map = node[key];
    if (isObject(map)) for (const [name, child] of Object.entries(map)) walkSchema(child, visit, `${pointer}/${escape(key)}/${escape(name)}`);
  }
  for (const key of SCHEMA_VALUES) walkSchema(node[key], visit, `${pointer}/${key}`);
  for (const key of SCHEMA_ARRAYS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((child, i) => walkSchema(child, visit, `${pointer}/${key}/${i}`));
  }
}
