import type { JsonSchema } from '../dereference';
import type { FieldError } from './fieldError';

/**
 * Items an array may hold when its schema sets no bound at all. Far past anything a wizard step holds;
 * it exists because ajv-errors checks each item's message against every error so far, so an unbounded
 * list of bad items costs time quadratic in its length (32,000 items: over 20 s of blocked server).
 */
export const MAX_ITEMS_WITHOUT_LIMIT = 1000;

/** Where a step's arrays are bounded, read once from its (dereferenced) schema. */
export interface ArrayCaps {
  limit?: number;
  message?: string;
  properties?: Map<string, ArrayCaps>;
  /** The same children as a list, each with its `name`: walked without a Map iterator's entry per property. */
  children?: ArrayCaps[];
  name?: string;
  items?: ArrayCaps;
  /** This property's name as a pointer segment ('/name', escaped), built once rather than on every call. */
  segment?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// With uniqueItems, an array of items drawn from k fixed values holds at most k of them (the categories).
function distinctValues(items: unknown): number | undefined {
  if (!isObject(items)) return undefined;
  if (Array.isArray(items.enum)) return items.enum.length;
  const options = Array.isArray(items.oneOf) ? items.oneOf : Array.isArray(items.anyOf) ? items.anyOf : undefined;
  return options?.every((option) => isObject(option) && 'const' in option) ? options.length : undefined;
}

function limitOf(schema: Record<string, unknown>): { limit: number; message: string } {
  const errorMessage = schema.errorMessage;
  const own = isObject(errorMessage) ? errorMessage.maxItems : errorMessage;
  const limit =
    typeof schema.maxItems === 'number'
      ? schema.maxItems
      : (schema.uniqueItems === true ? distinctValues(schema.items) : undefined) ?? MAX_ITEMS_WITHOUT_LIMIT;
  return { limit, message: typeof own === 'string' ? own : `At most ${limit} items are allowed here` };
}

/** The bounds of every array reachable through `properties` and `items`; null when the step has none. */
export function arrayCaps(schema: JsonSchema | unknown, within: ReadonlySet<unknown> = new Set()): ArrayCaps | null {
  // A schema that contains itself (a recursive $ref inlined by reference) is followed once per path.
  if (!isObject(schema) || within.has(schema)) return null;
  within = new Set(within).add(schema);
  const caps: ArrayCaps = {};
  const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) || schema.items !== undefined;
  if (isArray) Object.assign(caps, limitOf(schema));
  const items = arrayCaps(schema.items, within);
  if (items) caps.items = items;
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const child = arrayCaps(property, within);
      if (child) (caps.properties ??= new Map()).set(name, { ...child, name, segment: `/${escapeSegment(name)}` });
    }
    if (caps.properties) caps.children = [...caps.properties.values()];
  }
  return caps.limit !== undefined || caps.items || caps.properties ? caps : null;
}

// Module-level (not a closure made per call): validation runs this on every keystroke and every step save.
// A node's pointer is `parent + segment`, joined only when an error or a nested array needs it.
function walk(node: ArrayCaps, value: unknown, parent: string, segment: string, errors: FieldError[]): unknown {
  if (Array.isArray(value)) {
    let list = value;
    if (node.limit !== undefined && list.length > node.limit) {
      errors.push({ pointer: parent + segment, message: node.message ?? '', keyword: 'maxItems' });
      list = list.slice(0, node.limit);
    }
    const items = node.items;
    if (!items) return list;
    const at = parent + segment;
    let copy: unknown[] | null = list === value ? null : list;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      const next = walk(items, item, at, `/${i}`, errors);
      if (next !== item) (copy ??= [...list])[i] = next;
    }
    return copy ?? list;
  }
  const children = node.children;
  if (!children || !isObject(value)) return value;
  const at = parent + segment;
  let copy: Record<string, unknown> | null = null;
  for (let c = 0; c < children.length; c++) {
    const child = children[c]!;
    const name = child.name!;
    if (!Object.hasOwn(value, name)) continue;
    const next = walk(child, value[name], at, child.segment ?? `/${escapeSegment(name)}`, errors);
    if (next !== value[name]) (copy ??= { ...value })[name] = next;
  }
  return copy ?? value;
}

/**
 * The data with every over-long array cut to its bound, and one `maxItems` error at each such array.
 * Untouched data comes back as the same object; nothing is changed in place.
 */
export function capArrays(caps: ArrayCaps | null, data: unknown, pointer = ''): { data: unknown; errors: FieldError[] } {
  const errors: FieldError[] = [];
  return { data: caps ? walk(caps, data, pointer, '', errors) : data, errors };
}

// Whether a capped array holds the pointer. A few caps are each compared as a prefix followed by '/' (no
// slice per ancestor); many (arrays capped inside the items of a long list) are looked up by each ancestor.
const FEW_CAPS = 8;
function insideCapped(capErrors: readonly FieldError[], capped: ReadonlySet<string> | null, pointer: string): boolean {
  if (capped === null) {
    for (const cap of capErrors) {
      const at = cap.pointer.length;
      if (pointer.length > at && pointer.charCodeAt(at) === 47 && pointer.startsWith(cap.pointer)) return true;
    }
    return false;
  }
  for (let end = pointer.lastIndexOf('/'); end >= 0; end = pointer.lastIndexOf('/', end - 1)) {
    if (capped.has(pointer.slice(0, end))) return true;
    if (end === 0) break;
  }
  return false;
}

/**
 * The other errors with each capped array's error among them: errors about the array itself (its tag
 * rules) stay and the cap's error goes just before them, as ajv would have listed it; errors about
 * items inside a capped array go (the items were cut, so their positions say nothing). `errors` is changed
 * in place and returned.
 */
export function withCapErrors(capErrors: readonly FieldError[], errors: FieldError[]): FieldError[] {
  // The list is the caller's own (toFieldErrors builds a new one per call), so it is changed in place: no
  // second list of every error for a step's one or two caps.
  if (capErrors.length === 0) return errors;
  const capped = capErrors.length <= FEW_CAPS ? null : new Set(capErrors.map((error) => error.pointer));
  let kept = 0;
  for (let e = 0; e < errors.length; e++) {
    const error = errors[e]!;
    if (!insideCapped(capErrors, capped, error.pointer)) errors[kept++] = error;
  }
  if (kept < errors.length) errors.length = kept;
  // Each cap goes just before the first kept error at its array, or at the end (caps are at distinct
  // arrays, so inserting one never moves where another goes, and those at the end keep their order).
  for (let c = 0; c < capErrors.length; c++) {
    const cap = capErrors[c]!;
    let at = 0;
    while (at < kept && errors[at]!.pointer !== cap.pointer) at++;
    if (at < kept) {
      errors.splice(at, 0, cap);
      kept++;
    } else errors.push(cap);
  }
  return errors;
}
