/**
 * What changed between two versions of a wizard's data, field by field, read off the compiled steps'
 * schemas: each field by its title, values as the user knows them (choice labels, file names, item
 * names). Knows nothing about any one wizard; a screen may name list items its own way.
 */

type Schema = {
  title?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  'x-ui'?: { widget?: string };
};

/** One list item added, removed or changed (with the titles of its changed fields). */
export interface ItemChange {
  kind: 'added' | 'removed' | 'changed';
  label: string;
  fields: string[];
}

/** One field whose value differs: its title, both values as text, and for lists of objects, the items. */
export interface FieldChange {
  field: string;
  title: string;
  before: string;
  after: string;
  items?: ItemChange[];
}

/** The changed fields of one step, in the schema's order. */
export interface StepChanges {
  key: string;
  title: string;
  changes: FieldChange[];
}

export interface DiffOptions {
  /** How a list item is named (e.g. by its position and title); defaults to its name, title or file name. */
  itemLabel?(item: Record<string, unknown>, index: number, field: string): string;
}

interface DiffStep {
  key: string;
  title: string;
  review?: boolean;
  schema?: unknown;
}

// Objects in item data are choices or files: their readable name is one of these keys.
const NAME_KEYS = ['name', 'title', 'fileName'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Deep equality of JSON values, ignoring key order; absent, null, '' and [] count as the same nothing. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

const itemSchema = (schema: Schema | undefined) => (schema?.items && !Array.isArray(schema.items) ? schema.items : undefined);
const choicesOf = (schema: Schema | undefined) => schema?.oneOf ?? schema?.anyOf;

function labelOf(schema: Schema | undefined, value: unknown): string {
  const choice = choicesOf(schema)?.find((option) => option.const === value);
  return choice?.title ?? String(value);
}

/** A value as text: choice labels, an object's name or file name, lists joined by commas. */
export function describeValue(fieldSchema: unknown, value: unknown): string {
  const schema = (typeof fieldSchema === 'object' && fieldSchema !== null ? fieldSchema : undefined) as Schema | undefined;
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => describeValue(itemSchema(schema), item)).filter((text) => text !== '').join(', ');
  if (isRecord(value)) {
    const key = NAME_KEYS.find((k) => typeof value[k] === 'string');
    return key ? String(value[key]) : '';
  }
  return labelOf(schema, value);
}

const defaultItemLabel = (item: Record<string, unknown>, index: number) => describeValue(undefined, item) || `Item ${index + 1}`;

// List items are matched by their `id` when they have one (a moved item is the same item), else by position.
function diffItems(field: string, schema: Schema, before: unknown[], after: unknown[], options: DiffOptions): ItemChange[] {
  const label = options.itemLabel ?? defaultItemLabel;
  const items = itemSchema(schema);
  const records = (list: unknown[]) => list.map((item) => (isRecord(item) ? item : {}));
  const old = records(before);
  const now = records(after);
  const keyOf = (item: Record<string, unknown>, index: number) => (typeof item.id === 'string' && item.id !== '' ? `id:${item.id}` : `at:${index}`);
  const oldByKey = new Map(old.map((item, i) => [keyOf(item, i), item]));
  const changes: ItemChange[] = [];
  now.forEach((item, index) => {
    const key = keyOf(item, index);
    const previous = oldByKey.get(key);
    oldByKey.delete(key);
    if (!previous) {
      changes.push({ kind: 'added', label: label(item, index, field), fields: [] });
      return;
    }
    const names = new Set([...Object.keys(items?.properties ?? {}), ...Object.keys(item), ...Object.keys(previous)]);
    const fields = [...names].filter((name) => !sameValue(previous[name], item[name])).map((name) => items?.properties?.[name]?.title ?? name);
    if (fields.length > 0) changes.push({ kind: 'changed', label: label(item, index, field), fields });
  });
  for (const item of oldByKey.values()) changes.push({ kind: 'removed', label: label(item, old.indexOf(item), field), fields: [] });
  return changes;
}

const holdsObjects = (schema: Schema) => {
  const items = itemSchema(schema);
  return items?.type === 'object' || Boolean(items?.properties);
};

/**
 * The fields of every step whose value in `after` differs from `before` (steps without changes are left
 * out; an empty list means nothing changed). Hidden fields are skipped: the screen does not show them.
 */
export function diffWizardData(
  steps: readonly DiffStep[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: DiffOptions = {},
): StepChanges[] {
  const result: StepChanges[] = [];
  for (const step of steps) {
    if (step.review) continue;
    const properties = (step.schema as Schema | undefined)?.properties ?? {};
    const changes: FieldChange[] = [];
    for (const [field, schema] of Object.entries(properties)) {
      if (schema['x-ui']?.widget === 'hidden' || sameValue(before[field], after[field])) continue;
      const change: FieldChange = {
        field,
        title: schema.title ?? field,
        before: describeValue(schema, before[field]),
        after: describeValue(schema, after[field]),
      };
      if (holdsObjects(schema)) {
        const list = (value: unknown) => (Array.isArray(value) ? value : []);
        change.items = diffItems(field, schema, list(before[field]), list(after[field]), options);
      }
      changes.push(change);
    }
    if (changes.length > 0) result.push({ key: step.key, title: step.title, changes });
  }
  return result;
}
