import { Buffer } from 'node:buffer';
import type { ServerUnaryCall, sendUnaryData } from '@grpc/grpc-js';
import type { FirestoreState, FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';
import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import type * as FirestoreProto from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { ListCollectionIdsRequest, ListDocumentsRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { Cursor, StructuredQuery, StructuredQueryFilter } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { createRequire } from 'node:module';
import { fieldPathSegments } from './firestoreEmulatorFieldPaths';

// Firestore's query semantics for @firestore-emulator/server 0.3.15, replacing its `v1Query` (which RunQuery,
// RunAggregationQuery and Listen call) and adding the two listing calls it leaves unimplemented. Upstream's
// query compares only values of the same protobuf type (so 1 and 1.5 never compare), cannot read nested
// fields (`a.b` throws), ignores `offset`, cursors, unary filters and nested composite filters, orders
// by `__name__` not at all (an unordered query comes back in insertion order), keeps documents that lack
// an ordered field, and answers a collection group (`all_descendants`) with the one top-level collection
// of that name. This module evaluates a StructuredQuery as Firestore does:
//   values   Firestore's total order across types (null < booleans < numbers < timestamps < strings <
//            bytes < references < geo points < arrays < maps); integers and doubles compare as numbers;
//            strings and bytes in UTF-8 byte order; NaN below every number and equal only to itself
//   where    field filters (= != < <= > >= array-contains(-any) in not-in, with Firestore's rules: a range
//            or equality filter matches only values of the same type; != and not-in leave out null and
//            missing fields), unary filters (IS_NULL, IS_NAN and their negations), AND/OR at any depth
//   order    the explicit orders, then (with none) the inequality fields, then `__name__` in the last
//            direction; documents missing an ordered field are left out
//   cursors  start_at / end_at (before or after), then offset, then limit
//   from     one collection, or every collection of that id below the parent (collection groups)
//   select   the projection, in RunQuery answers
// ListCollectionIds and ListDocuments (show_missing included) read the emulator's own tree. Documents are
// the emulator's own objects: nothing is copied.
// Test: tests/setup/firestoreEmulatorQueries.test.ts (firebase-admin against the patched server).

const require = createRequire(import.meta.url);
const { ListCollectionIdsResponse, ListDocumentsResponse } =
  require('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as typeof FirestoreProto;

/** A Firestore value in a form easy to compare. */
export type FsValue =
  | { kind: 'null' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number; integer: boolean }
  | { kind: 'timestamp'; seconds: number; nanos: number }
  | { kind: 'string'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'reference'; value: string }
  | { kind: 'geo'; latitude: number; longitude: number }
  | { kind: 'array'; values: FsValue[] }
  | { kind: 'map'; fields: Record<string, FsValue> };

const TYPE_ORDER: Record<FsValue['kind'], number> = {
  null: 0,
  boolean: 1,
  number: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geo: 7,
  array: 8,
  map: 9,
};

/** A protobuf Value of a request (filters, cursors) as FsValue. */
export function fromProto(value: Value): FsValue {
  if (value.has_null_value) return { kind: 'null' };
  if (value.has_boolean_value) return { kind: 'boolean', value: value.boolean_value };
  if (value.has_integer_value) return { kind: 'number', value: Number(value.integer_value), integer: true };
  if (value.has_double_value) return { kind: 'number', value: value.double_value, integer: false };
  if (value.has_timestamp_value) return { kind: 'timestamp', seconds: Number(value.timestamp_value.seconds), nanos: value.timestamp_value.nanos };
  if (value.has_string_value) return { kind: 'string', value: value.string_value };
  if (value.has_bytes_value) return { kind: 'bytes', value: value.bytes_value };
  if (value.has_reference_value) return { kind: 'reference', value: value.reference_value };
  if (value.has_geo_point_value) return { kind: 'geo', latitude: value.geo_point_value.latitude, longitude: value.geo_point_value.longitude };
  if (value.has_array_value) return { kind: 'array', values: value.array_value.values.map(fromProto) };
  if (value.has_map_value) return { kind: 'map', fields: Object.fromEntries([...value.map_value.fields].map(([k, v]) => [k, fromProto(v)])) };
  throw invalid('a value without a type');
}

/** A field as the emulator stores it (its field classes: a `type` tag and a `value`). */
interface StoredField {
  type: string;
  value: unknown;
}

export function fromStored(field: StoredField): FsValue {
  switch (field.type) {
    case 'null_value':
      return { kind: 'null' };
    case 'boolean_value':
      return { kind: 'boolean', value: field.value as boolean };
    case 'integer_value':
    case 'double_value':
      return { kind: 'number', value: Number(field.value), integer: field.type === 'integer_value' };
    case 'timestamp_value': {
      const { seconds, nanos } = field.value as { seconds: number; nanos: number };
      return { kind: 'timestamp', seconds: Number(seconds), nanos };
    }
    case 'string_value':
      return { kind: 'string', value: field.value as string };
    case 'bytes_value':
      return { kind: 'bytes', value: field.value as Uint8Array };
    case 'reference_value':
      return { kind: 'reference', value: field.value as string };
    case 'geo_point_value': {
      const { latitude, longitude } = field.value as { latitude: number; longitude: number };
      return { kind: 'geo', latitude, longitude };
    }
    case 'array_value':
      return { kind: 'array', values: (field.value as StoredField[]).map(fromStored) };
    case 'map_value':
      return { kind: 'map', fields: Object.fromEntries(Object.entries(field.value as Record<string, StoredField>).map(([k, v]) => [k, fromStored(v)])) };
    default:
      throw new Error(`Unknown stored field type ${field.type}`);
  }
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const utf8 = (a: string, b: string) => (a === b ? 0 : Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
}

/** A document name's segments below `.../documents/` (references compare segment by segment). */
const segmentsOf = (name: string) => {
  const at = name.indexOf('/documents/');
  return (at < 0 ? '' : name.slice(at + '/documents/'.length)).split('/');
};

function compareNames(a: string, b: string): number {
  const x = segmentsOf(a);
  const y = segmentsOf(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const c = utf8(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

/** Firestore's total order of values. */
export function compareValues(a: FsValue, b: FsValue): number {
  if (a.kind !== b.kind) return sign(TYPE_ORDER[a.kind] - TYPE_ORDER[b.kind]);
  switch (a.kind) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(Number(a.value) - Number((b as typeof a).value));
    case 'number':
      return compareNumbers(a.value, (b as typeof a).value);
    case 'timestamp': {
      const o = b as typeof a;
      return sign(a.seconds - o.seconds) || sign(a.nanos - o.nanos);
    }
    case 'string':
      return utf8(a.value, (b as typeof a).value);
    case 'bytes':
      return sign(Buffer.compare(Buffer.from(a.value), Buffer.from((b as typeof a).value)));
    case 'reference':
      return compareNames(a.value, (b as typeof a).value);
    case 'geo': {
      const o = b as typeof a;
      return compareNumbers(a.latitude, o.latitude) || compareNumbers(a.longitude, o.longitude);
    }
    case 'array': {
      const o = (b as typeof a).values;
      for (let i = 0; i < Math.min(a.values.length, o.length); i += 1) {
        const c = compareValues(a.values[i]!, o[i]!);
        if (c !== 0) return c;
      }
      return sign(a.values.length - o.length);
    }
    case 'map': {
      const o = (b as typeof a).fields;
      const ka = Object.keys(a.fields).sort(utf8);
      const kb = Object.keys(o).sort(utf8);
      for (let i = 0; i < Math.min(ka.length, kb.length); i += 1) {
        const c = utf8(ka[i]!, kb[i]!) || compareValues(a.fields[ka[i]!]!, o[kb[i]!]!);
        if (c !== 0) return c;
      }
      return sign(ka.length - kb.length);
    }
  }
}

const isNaNValue = (v: FsValue) => v.kind === 'number' && Number.isNaN(v.value);
/** Equality as filters use it: same type class, equal value; NaN equals nothing. */
const equals = (a: FsValue, b: FsValue) => a.kind === b.kind && !isNaNValue(a) && !isNaNValue(b) && compareValues(a, b) === 0;

export class QueryError extends Error {
  readonly code = 3; // INVALID_ARGUMENT
}
const invalid = (message: string) => new QueryError(`Invalid query: ${message}`);

const NAME = '__name__';

/** The value at a field path of a document (`__name__`: its name as a reference); undefined when absent. */
export function valueAt(document: FirestoreStateDocument, path: string): FsValue | undefined {
  if (path === NAME) return { kind: 'reference', value: document.getPath() };
  let fields = (document as unknown as { fields: Record<string, StoredField> }).fields;
  const segments = fieldPathSegments(path);
  for (let i = 0; i < segments.length; i += 1) {
    const field = fields[segments[i]!];
    if (!field) return undefined;
    if (i === segments.length - 1) return fromStored(field);
    if (field.type !== 'map_value') return undefined;
    fields = field.value as Record<string, StoredField>;
  }
  return undefined;
}

// Field filter operators (google.firestore.v1.StructuredQuery.FieldFilter.Operator).
export const LESS_THAN = 1;
export const LESS_THAN_OR_EQUAL = 2;
export const GREATER_THAN = 3;
export const GREATER_THAN_OR_EQUAL = 4;
export const EQUAL = 5;
export const NOT_EQUAL = 6;
export const ARRAY_CONTAINS = 7;
export const IN = 8;
export const ARRAY_CONTAINS_ANY = 9;
export const NOT_IN = 10;
export const INEQUALITIES = new Set([LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL, NOT_EQUAL, NOT_IN]);
// Unary operators.
export const IS_NAN = 2;
export const IS_NULL = 3;
export const IS_NOT_NAN = 4;
export const IS_NOT_NULL = 5;
// Composite operators.
export const AND = 1;
export const OR = 2;
export const DESCENDING = 2;

function listOf(value: FsValue, op: string): FsValue[] {
  if (value.kind !== 'array') throw invalid(`${op} needs an array value`);
  return value.values;
}

function matchesFieldFilter(actual: FsValue | undefined, op: number, expected: FsValue): boolean {
  if (actual === undefined) return false;
  switch (op) {
    case EQUAL:
      return equals(actual, expected);
    case NOT_EQUAL:
      return actual.kind !== 'null' && !equals(actual, expected);
    case LESS_THAN:
    case LESS_THAN_OR_EQUAL:
    case GREATER_THAN:
    case GREATER_THAN_OR_EQUAL: {
      if (actual.kind !== expected.kind || isNaNValue(actual) || isNaNValue(expected)) return false;
      const c = compareValues(actual, expected);
      return op === LESS_THAN ? c < 0 : op === LESS_THAN_OR_EQUAL ? c <= 0 : op === GREATER_THAN ? c > 0 : c >= 0;
    }
    case ARRAY_CONTAINS:
      return actual.kind === 'array' && actual.values.some((item) => equals(item, expected));
    case ARRAY_CONTAINS_ANY: {
      const wanted = listOf(expected, 'array-contains-any');
      return actual.kind === 'array' && actual.values.some((item) => wanted.some((w) => equals(item, w)));
    }
    case IN:
      return listOf(expected, 'in').some((w) => equals(actual, w));
    case NOT_IN: {
      const refused = listOf(expected, 'not-in');
      if (refused.some((v) => v.kind === 'null')) return false;
      return actual.kind !== 'null' && !refused.some((v) => equals(actual, v));
    }
    default:
      throw invalid(`unsupported field filter operator ${op}`);
  }
}

function matchesFilter(document: FirestoreStateDocument, filter: StructuredQueryFilter): boolean {
  if (filter.has_composite_filter) {
    const { op, filters } = filter.composite_filter;
    if (op === AND) return filters.every((f) => matchesFilter(document, f));
    if (op === OR) return filters.some((f) => matchesFilter(document, f));
    throw invalid(`unsupported composite operator ${op}`);
  }
  if (filter.has_field_filter) {
    const { field, op, value } = filter.field_filter;
    return matchesFieldFilter(valueAt(document, field.field_path), op, fromProto(value));
  }
  if (filter.has_unary_filter) {
    const { field, op } = filter.unary_filter;
    const actual = valueAt(document, field.field_path);
    if (actual === undefined) return false;
    if (op === IS_NULL) return actual.kind === 'null';
    if (op === IS_NOT_NULL) return actual.kind !== 'null';
    if (op === IS_NAN) return isNaNValue(actual);
    if (op === IS_NOT_NAN) return actual.kind !== 'null' && !isNaNValue(actual);
    throw invalid(`unsupported unary operator ${op}`);
  }
  return true;
}

function inequalityFields(filter: StructuredQueryFilter, out: Set<string>): Set<string> {
  if (filter.has_composite_filter) for (const f of filter.composite_filter.filters) inequalityFields(f, out);
  else if (filter.has_field_filter && INEQUALITIES.has(filter.field_filter.op)) out.add(filter.field_filter.field.field_path);
  else if (filter.has_unary_filter && (filter.unary_filter.op === IS_NOT_NAN || filter.unary_filter.op === IS_NOT_NULL)) {
    out.add(filter.unary_filter.field.field_path);
  }
  return out;
}

interface Order {
  path: string;
  descending: boolean;
}

/** The orders Firestore applies: explicit ones, else the inequality fields, then `__name__` in the last direction. */
export function effectiveOrders(query: StructuredQuery): Order[] {
  const orders: Order[] = query.order_by.map((o) => ({ path: o.field.field_path, descending: o.direction === DESCENDING }));
  if (orders.length === 0 && query.has_where) {
    for (const path of [...inequalityFields(query.where, new Set())].sort(utf8)) if (path !== NAME) orders.push({ path, descending: false });
  }
  if (!orders.some((o) => o.path === NAME)) orders.push({ path: NAME, descending: orders.at(-1)?.descending ?? false });
  return orders;
}

/** The document against a cursor: negative when it sorts before the cursor's position. */
function compareToCursor(document: FirestoreStateDocument, orders: Order[], cursor: Cursor): number {
  if (cursor.values.length > orders.length) throw invalid('a cursor has more values than the query has orders');
  for (let i = 0; i < cursor.values.length; i += 1) {
    const { path, descending } = orders[i]!;
    let bound = fromProto(cursor.values[i]!);
    // A document id in a cursor on __name__ is given as a full reference by the SDKs; accept a bare id too.
    if (path === NAME && bound.kind === 'string') bound = { kind: 'reference', value: `${document.parent.getPath()}/${bound.value}` };
    const c = compareValues(valueAt(document, path)!, bound);
    if (c !== 0) return descending ? -c : c;
  }
  return 0;
}

/** Every collection the state holds, kept from its `add-collection` events (collection groups, listings). */
export class CollectionIndex {
  private readonly collections = new Set<FirestoreStateCollection>();

  constructor(state: FirestoreState) {
    state.emitter.on('add-collection', ({ collection }) => this.collections.add(collection));
    state.emitter.on('clear-all-projects', () => this.collections.clear());
  }

  /** Collections named `id` at any depth below `parent` (a database root or a document name). */
  group(parent: string, id: string): FirestoreStateCollection[] {
    return [...this.collections].filter((c) => c.name === id && c.getPath().startsWith(`${parent}/`));
  }

  /** Collections directly below `parent` that hold a document (at any depth). */
  children(parent: string): FirestoreStateCollection[] {
    return [...this.collections].filter((c) => c.parent.getPath() === parent && c.hasChild());
  }
}

/** Answers a StructuredQuery under `parent` (what upstream's `v1Query` does). */
export type QueryRunner = (parent: string, query: StructuredQuery) => FirestoreStateDocument[];

/** Runs a StructuredQuery under `parent` (a database root or a document name) as Firestore does. */
export function runStructuredQuery(state: FirestoreState, index: CollectionIndex, parent: string, query: StructuredQuery): FirestoreStateDocument[] {
  if (query.has_find_nearest) throw invalid('vector search is not supported by this emulator');
  if (query.from.length !== 1) throw invalid('a query reads exactly one collection (or collection group)');
  const { collection_id: id, all_descendants: group } = query.from[0]!;
  if (!id) throw invalid('a collection id is required');
  const collections = group ? index.group(parent, id) : [state.getCollection(`${parent}/${id}`)];
  const orders = effectiveOrders(query);
  let docs = collections
    .flatMap((c) => c.getAllDocuments())
    .filter((d) => d.metadata.hasExist)
    .filter((d) => !query.has_where || matchesFilter(d, query.where))
    .filter((d) => orders.every((o) => valueAt(d, o.path) !== undefined));
  const keys = new Map(docs.map((d) => [d, orders.map((o) => valueAt(d, o.path)!)]));
  docs.sort((a, b) => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    for (let i = 0; i < orders.length; i += 1) {
      const c = compareValues(ka[i]!, kb[i]!);
      if (c !== 0) return orders[i]!.descending ? -c : c;
    }
    return 0;
  });
  if (query.has_start_at) {
    const { before } = query.start_at;
    docs = docs.filter((d) => {
      const c = compareToCursor(d, orders, query.start_at);
      return before ? c >= 0 : c > 0;
    });
  }
  if (query.has_end_at) {
    const { before } = query.end_at;
    docs = docs.filter((d) => {
      const c = compareToCursor(d, orders, query.end_at);
      return before ? c < 0 : c <= 0;
    });
  }
  if (query.offset < 0) throw invalid('offset must not be negative');
  docs = docs.slice(query.offset);
  if (query.has_limit) {
    if (query.limit.value < 0) throw invalid('limit must not be negative');
    docs = docs.slice(0, query.limit.value);
  }
  return docs;
}

type DocumentObject = ReturnType<FirestoreStateDocument['toV1DocumentObject']>;
type FieldsObject = DocumentObject['fields'];

function pick(fields: FieldsObject, segments: string[]): FieldsObject {
  const [head, ...rest] = segments;
  const value = fields?.[head!];
  if (value === undefined) return {};
  if (rest.length === 0) return { [head!]: value };
  const inner = value.map_value?.fields;
  if (!inner) return {};
  const picked = pick(inner, rest);
  return Object.keys(picked ?? {}).length ? { [head!]: { map_value: { fields: picked } } } : {};
}

function mergeFields(a: FieldsObject, b: FieldsObject): FieldsObject {
  const out: NonNullable<FieldsObject> = { ...a };
  for (const [key, value] of Object.entries(b ?? {})) {
    const prev = out[key];
    out[key] = prev?.map_value && value.map_value ? { map_value: { fields: mergeFields(prev.map_value.fields, value.map_value.fields) } } : value;
  }
  return out;
}

/** The document as a response object, with only the given field paths when there is a projection or mask. */
export function projected(document: FirestoreStateDocument, paths: string[] | null): DocumentObject {
  const whole = document.toV1DocumentObject();
  if (paths === null) return whole;
  const fields = paths.filter((p) => p !== NAME).reduce<FieldsObject>((acc, p) => mergeFields(acc, pick(whole.fields, fieldPathSegments(p))), {});
  return { ...whole, fields };
}

/** Page tokens are the offset of the next page, as text. */
function page<T>(items: T[], pageSize: number, pageToken: string): { items: T[]; next: string } {
  const start = pageToken ? Number.parseInt(pageToken, 10) || 0 : 0;
  if (pageSize <= 0) return { items: items.slice(start), next: '' };
  const end = start + pageSize;
  return { items: items.slice(start, end), next: end < items.length ? String(end) : '' };
}

/** ListCollectionIds: the ids of the non-empty collections directly below a document or the database root. */
export function listCollectionIdsCall(index: CollectionIndex) {
  return (
    call: ServerUnaryCall<ListCollectionIdsRequest, FirestoreProto.ListCollectionIdsResponse>,
    callback: sendUnaryData<FirestoreProto.ListCollectionIdsResponse>,
  ) => {
    const ids = [...new Set(index.children(call.request.parent).map((c) => c.name))].sort(utf8);
    const { items, next } = page(ids, call.request.page_size, call.request.page_token);
    callback(null, ListCollectionIdsResponse.fromObject({ collection_ids: items, next_page_token: next }));
  };
}

/** ListDocuments: a collection's documents by id; with show_missing also the ones that exist only as parents. */
export function listDocumentsCall(state: FirestoreState) {
  return (call: ServerUnaryCall<ListDocumentsRequest, FirestoreProto.ListDocumentsResponse>, callback: sendUnaryData<FirestoreProto.ListDocumentsResponse>) => {
    const { parent, collection_id: id, show_missing: showMissing, has_mask: hasMask, mask, page_size: size, page_token: token } = call.request;
    if (call.request.order_by && call.request.order_by !== NAME) {
      callback({ code: 3, details: 'ListDocuments orders only by __name__ here', message: 'ListDocuments orders only by __name__ here', name: 'Error' }, null);
      return;
    }
    const docs = state
      .getCollection(`${parent}/${id}`)
      .getAllDocuments()
      .filter((d) => d.metadata.hasExist || (showMissing && d.hasChild()))
      .sort((a, b) => utf8(a.name, b.name));
    const { items, next } = page(docs, size, token);
    const documents = items.map((d) => (d.metadata.hasExist ? projected(d, hasMask ? mask.field_paths : null) : { name: d.getPath() }));
    callback(null, ListDocumentsResponse.fromObject({ documents, next_page_token: next }));
  };
}
