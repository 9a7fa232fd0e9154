import { readFileSync } from 'node:fs';
import type { StructuredQuery, StructuredQueryFilter } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import {
  ARRAY_CONTAINS,
  ARRAY_CONTAINS_ANY,
  EQUAL,
  IN,
  INEQUALITIES,
  IS_NAN,
  IS_NOT_NAN,
  IS_NOT_NULL,
  IS_NULL,
  DESCENDING,
} from './firestoreEmulatorQueries';

// Production Firestore refuses a query no index can serve ("The query requires an index"); no emulator does,
// the official one included. This module makes the patched emulator refuse such queries the way production
// does, against the project's own `firestore.indexes.json`, so every query the Firebase suites run (the
// server's through firebase-admin, the browser adapter's through the web SDK) proves its index is declared
// (docs/parity.md row 23). What Firestore serves without a declared composite index:
//   - equality filters (==, in, array-contains(-any), IS NULL/NaN) on any number of fields, ordered by the
//     document name only: merged from each field's single-field index;
//   - one field ordered (an explicit order or an inequality on it), no equality filter on another field, and
//     the document name in the same direction: that field's single-field index in the order's direction.
// Anything else needs composite indexes ending with the query's orders, exactly, in their directions; the
// equality fields are covered when each of them leads (with other equality fields of the query) one such
// index (Firestore merges them). Single-field indexes exist for every field in collection scope unless a
// field override lists them; in collection-group scope only where an override declares them.
// Test: tests/setup/firestoreEmulatorIndexes.test.ts.

type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
type IndexOrder = 'ASCENDING' | 'DESCENDING';

interface IndexField {
  fieldPath: string;
  order?: IndexOrder;
  arrayConfig?: 'CONTAINS';
}

export interface IndexConfig {
  indexes: Array<{ collectionGroup: string; queryScope: Scope; fields: IndexField[] }>;
  fieldOverrides?: Array<{ collectionGroup: string; fieldPath: string; indexes: Array<{ queryScope: Scope; order?: IndexOrder; arrayConfig?: 'CONTAINS' }> }>;
}

export function loadIndexConfig(path: string): IndexConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as IndexConfig;
}

/** FAILED_PRECONDITION, as Firestore answers a query whose index is missing. */
export class IndexMissingError extends Error {
  readonly code = 9;
}

const NAME = '__name__';

/** An equality field of the query: `contains` for array membership, `value` for the rest. */
interface EqualityField {
  path: string;
  kind: 'value' | 'contains';
}

interface FilterFields {
  equalities: EqualityField[];
  inequalities: Set<string>;
}

function filterFields(filter: StructuredQueryFilter, out: FilterFields): FilterFields {
  if (filter.has_composite_filter) for (const f of filter.composite_filter.filters) filterFields(f, out);
  else if (filter.has_field_filter) {
    const { op, field } = filter.field_filter;
    if (op === EQUAL || op === IN) out.equalities.push({ path: field.field_path, kind: 'value' });
    else if (op === ARRAY_CONTAINS || op === ARRAY_CONTAINS_ANY) out.equalities.push({ path: field.field_path, kind: 'contains' });
    else if (INEQUALITIES.has(op)) out.inequalities.add(field.field_path);
    else throw new Error(`unknown field filter operator ${op}`);
  } else if (filter.has_unary_filter) {
    const { op, field } = filter.unary_filter;
    if (op === IS_NULL || op === IS_NAN) out.equalities.push({ path: field.field_path, kind: 'value' });
    else if (op === IS_NOT_NULL || op === IS_NOT_NAN) out.inequalities.add(field.field_path);
    else throw new Error(`unknown unary operator ${op}`);
  }
  return out;
}

/**
 * The orders an index must provide: the explicit ones, then inequality fields not ordered explicitly (by
 * name), then the document name in the last direction, unless ordered explicitly.
 */
function indexOrders(query: StructuredQuery, inequalities: Set<string>): Order[] {
  const orders: Order[] = query.order_by.map((o) => ({ path: o.field.field_path, descending: o.direction === DESCENDING }));
  const ordered = new Set(orders.map((o) => o.path));
  for (const path of [...inequalities].sort()) if (!ordered.has(path) && path !== NAME) orders.push({ path, descending: orders.at(-1)?.descending ?? false });
  if (!orders.some((o) => o.path === NAME)) orders.push({ path: NAME, descending: orders.at(-1)?.descending ?? false });
  return orders;
}

/** What an index field provides for an equality field. */
const servesEquality = (field: IndexField, wanted: EqualityField) =>
  field.fieldPath === wanted.path && (wanted.kind === 'contains' ? field.arrayConfig === 'CONTAINS' : field.order !== undefined);

/** Whether a single-field index of `path` exists for the collection id, in the scope, of the wanted kind. */
function singleField(config: IndexConfig, id: string, scope: Scope, path: string, wanted: (f: IndexField) => boolean): boolean {
  if (path === NAME) return true;
  const override = config.fieldOverrides?.find((o) => o.collectionGroup === id && o.fieldPath === path);
  if (!override) return scope === 'COLLECTION';
  return override.indexes.some((index) => index.queryScope === scope && wanted({ fieldPath: path, order: index.order, arrayConfig: index.arrayConfig }));
}

interface Order {
  path: string;
  descending: boolean;
}

const direction = (o: Order): IndexOrder => (o.descending ? 'DESCENDING' : 'ASCENDING');

function withName(fields: IndexField[]): IndexField[] {
  if (fields.at(-1)?.fieldPath === NAME) return fields;
  return [...fields, { fieldPath: NAME, order: fields.at(-1)?.order ?? 'ASCENDING' }];
}

/** The composite index a query needs, as the error names it (the equality fields, then its orders). */
function describe(id: string, scope: Scope, equalities: EqualityField[], orders: Order[]): string {
  const fields = [
    ...equalities.map((e) => `${e.path} ${e.kind === 'contains' ? 'CONTAINS' : 'ASCENDING'}`),
    ...orders.map((o) => `${o.path} ${direction(o)}`),
  ];
  return `collectionGroup "${id}", queryScope ${scope}, fields [${fields.join(', ')}]`;
}

/**
 * Refuses the query (IndexMissingError) when production Firestore would need an index that `config` does
 * not declare; returns quietly when the query can be served.
 */
export function assertIndexed(config: IndexConfig, query: StructuredQuery): void {
  const from = query.from[0];
  if (!from) return;
  const id = from.collection_id;
  const scope: Scope = from.all_descendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const { equalities, inequalities } = query.has_where ? filterFields(query.where, { equalities: [], inequalities: new Set() }) : { equalities: [], inequalities: new Set<string>() };
  const equalityPaths = new Set(equalities.map((e) => e.path));
  // Orders on an equality field change nothing. The last order is always the document name's.
  const orders = indexOrders(query, inequalities).filter((o) => !equalityPaths.has(o.path));
  const [first, name] = orders as [Order, Order | undefined];
  const missing = () => new IndexMissingError(`The query requires an index that firestore.indexes.json does not declare: ${describe(id, scope, equalities, orders)}`);

  if (orders.length === 1) {
    for (const e of equalities) if (!singleField(config, id, scope, e.path, (f) => servesEquality(f, e))) throw missing();
    return;
  }
  // A single-field index ends with the document name in its own direction.
  if (orders.length === 2 && equalities.length === 0 && name!.descending === first.descending) {
    if (!singleField(config, id, scope, first.path, (f) => f.order === direction(first))) throw missing();
    return;
  }
  // Composite indexes of this collection id and scope that end with the query's orders (a composite index
  // not naming the document name ends with it in its last field's direction) and start with some of its
  // equality fields.
  const usable = config.indexes
    .filter((index) => index.collectionGroup === id && index.queryScope === scope)
    .map((index) => withName(index.fields))
    .filter((fields) => {
      const lead = fields.length - orders.length;
      if (lead < 0 || (lead === 0 && equalities.length > 0)) return false;
      const tailMatches = orders.every((o, i) => fields[lead + i]!.fieldPath === o.path && fields[lead + i]!.order === direction(o));
      return tailMatches && fields.slice(0, lead).every((f) => equalities.some((e) => servesEquality(f, e)));
    });
  const covered =
    equalities.length === 0
      ? usable.some((fields) => fields.length === orders.length)
      : equalities.every((e) => usable.some((fields) => fields.some((f) => servesEquality(f, e))));
  if (!covered) throw missing();
}
