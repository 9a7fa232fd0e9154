import { deepEquals } from '@rjsf/utils';

type Schema = boolean | Record<string, unknown>;
type Keyword = (value: unknown, data: unknown, schema: Record<string, unknown>, root: Schema) => boolean;

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const schemas = (value: unknown): Schema[] => (Array.isArray(value) ? (value as Schema[]) : []);
// Counted in code points, as ajv's ucs2length does, so an emoji counts once.
const length = (text: string) => [...text].length;

function hasType(type: string, data: unknown): boolean {
  switch (type) {
    case 'null': return data === null;
    case 'array': return Array.isArray(data);
    case 'object': return isObject(data);
    case 'integer': return Number.isInteger(data);
    case 'number': return typeof data === 'number' && Number.isFinite(data);
    default: return typeof data === type;
  }
}

function resolveRef(ref: string, root: Schema): Schema {
  if (!ref.startsWith('#')) throw new Error(`Only local references resolve here, not "${ref}"`);
  let node: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  if (typeof node !== 'boolean' && !isObject(node)) throw new Error(`"${ref}" points at no schema`);
  return node;
}

const numeric = (test: (data: number, limit: number) => boolean): Keyword => (value, data) =>
  typeof data !== 'number' || typeof value !== 'number' || test(data, value);

// The keywords RJSF's branch questions (if/then, oneOf, anyOf, dependencies) can meet. Others —
// formats and our custom text rules — are ignored, as the former `strict: false` ajv did.
const keywords: Record<string, Keyword> = {
  $ref: (value, data, _schema, root) => schemaMatches(resolveRef(String(value), root), data, root),
  type: (value, data) => (Array.isArray(value) ? value : [value]).some((type) => hasType(String(type), data)),
  const: (value, data) => deepEquals(value, data),
  enum: (value, data) => Array.isArray(value) && value.some((option) => deepEquals(option, data)),
  not: (value, data, _schema, root) => !schemaMatches(value as Schema, data, root),
  allOf: (value, data, _schema, root) => schemas(value).every((sub) => schemaMatches(sub, data, root)),
  anyOf: (value, data, _schema, root) => schemas(value).some((sub) => schemaMatches(sub, data, root)),
  oneOf: (value, data, _schema, root) => schemas(value).filter((sub) => schemaMatches(sub, data, root)).length === 1,
  if: (value, data, schema, root) => {
    const branch = schemaMatches(value as Schema, data, root) ? schema.then : schema.else;
    return branch === undefined || schemaMatches(branch as Schema, data, root);
  },
  required: (value, data) => !isObject(data) || (value as string[]).every((key) => key in data),
  dependentRequired: (value, data) =>
    !isObject(data) ||
    Object.entries(value as Record<string, string[]>).every(([key, needs]) => !(key in data) || needs.every((need) => need in data)),
  properties: (value, data, _schema, root) =>
    !isObject(data) ||
    Object.entries(value as Record<string, Schema>).every(([key, sub]) => !(key in data) || schemaMatches(sub, data[key], root)),
  additionalProperties: (value, data, schema, root) => {
    if (!isObject(data)) return true;
    const declared = isObject(schema.properties) ? schema.properties : {};
    return Object.keys(data).every((key) => key in declared || schemaMatches(value as Schema, data[key], root));
  },
  minProperties: (value, data) => !isObject(data) || Object.keys(data).length >= Number(value),
  maxProperties: (value, data) => !isObject(data) || Object.keys(data).length <= Number(value),
  items: (value, data, _schema, root) => !Array.isArray(data) || data.every((item) => schemaMatches(value as Schema, item, root)),
  minItems: (value, data) => !Array.isArray(data) || data.length >= Number(value),
  maxItems: (value, data) => !Array.isArray(data) || data.length <= Number(value),
  uniqueItems: (value, data) =>
    value !== true || !Array.isArray(data) || data.every((item, i) => data.findIndex((other) => deepEquals(other, item)) === i),
  minLength: (value, data) => typeof data !== 'string' || length(data) >= Number(value),
  maxLength: (value, data) => typeof data !== 'string' || length(data) <= Number(value),
  pattern: (value, data) => typeof data !== 'string' || new RegExp(String(value), 'u').test(data),
  minimum: numeric((data, limit) => data >= limit),
  maximum: numeric((data, limit) => data <= limit),
  exclusiveMinimum: numeric((data, limit) => data > limit),
  exclusiveMaximum: numeric((data, limit) => data < limit),
  multipleOf: numeric((data, limit) => Number.isInteger(data / limit)),
};

/**
 * Whether `data` satisfies `schema`, for the subset of JSON Schema that RJSF asks about when it picks
 * a branch; `$ref`s resolve inside `root`. Throws on a `$ref` it cannot resolve.
 */
export function schemaMatches(schema: Schema, data: unknown, root: Schema): boolean {
  if (typeof schema === 'boolean') return schema;
  return Object.entries(schema).every(([name, value]) => {
    const keyword = keywords[name];
    return keyword === undefined || keyword(value, data, schema, root);
  });
}
