import type { DocData, DocSnapshot, WhereOp } from '../../backend/ports';
import { badRequest } from '../http/HttpError';
import { checkKey } from '../db/forbiddenKeys';

const OPS: readonly WhereOp[] = ['==', '!=', '<', '<=', '>', '>=', 'in', 'array-contains'];
const FIELD = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
export const MAX_LIMIT = 10_000;
export const MAX_IN = 30;

export type Scalar = string | number | boolean | null;

export interface WhereClause {
  field: string;
  op: WhereOp;
  value: Scalar | Scalar[];
}

/** A checked query: what both document stores run (SQL over SQLite, a Firestore query, or in memory). */
export interface ParsedQuery {
  where: WhereClause[];
  orderBy: Array<{ field: string; direction: 'asc' | 'desc' }>;
  /** -1: no limit. */
  limit: number;
  offset: number;
}

export const isScalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

function checkField(field: unknown): string {
  if (typeof field !== 'string' || !FIELD.test(field)) {
    throw badRequest(`Invalid query: field names are letters, digits, "_" or "-", dotted for nested fields (got ${JSON.stringify(field)})`);
  }
  for (const part of field.split('.')) checkKey(part);
  return field;
}

function checkCount(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_LIMIT) {
    throw badRequest(`Invalid query: ${name} must be a whole number from 0 to ${MAX_LIMIT}`);
  }
  return value;
}

function checkValue(field: string, op: WhereOp, value: unknown): Scalar | Scalar[] {
  if (op === 'in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN || !value.every(isScalar)) {
      throw badRequest(`Invalid query: "in" on "${field}" needs a list of 1 to ${MAX_IN} plain values`);
    }
    return value;
  }
  if (!isScalar(value)) throw badRequest(`Invalid query: the value for "${field}" ${op} must be a string, number, boolean or null`);
  if ((op === '<' || op === '<=' || op === '>' || op === '>=') && typeof value !== 'string' && typeof value !== 'number') {
    throw badRequest(`Invalid query: "${field}" ${op} needs a string or a number`);
  }
  return value;
}

/** Validates a query received as JSON (the documents API's `{ where, orderBy, limit, offset }`). */
export function parseQuery(input: unknown): ParsedQuery {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('Invalid query: expected an object');
  const { where = [], orderBy = [], limit, offset, ...unknown } = input as Record<string, unknown>;
  const extra = Object.keys(unknown);
  if (extra.length) throw badRequest(`Invalid query: unknown key "${extra[0]}"`);
  if (!Array.isArray(where)) throw badRequest('Invalid query: where must be a list of [field, op, value]');
  if (!Array.isArray(orderBy)) throw badRequest('Invalid query: orderBy must be a list of [field, direction]');
  return {
    where: where.map((clause: unknown) => {
      if (!Array.isArray(clause) || clause.length !== 3) throw badRequest('Invalid query: each where clause is [field, op, value]');
      const [field, op, value] = clause as [unknown, unknown, unknown];
      if (!OPS.includes(op as WhereOp)) throw badRequest(`Invalid query: unknown operator ${JSON.stringify(op)}`);
      const name = checkField(field);
      return { field: name, op: op as WhereOp, value: checkValue(name, op as WhereOp, value) };
    }),
    orderBy: orderBy.map((clause: unknown) => {
      if (!Array.isArray(clause) || clause.length !== 2) throw badRequest('Invalid query: each orderBy clause is [field, direction]');
      const [field, direction] = clause as [unknown, unknown];
      if (direction !== 'asc' && direction !== 'desc') throw badRequest('Invalid query: orderBy direction must be "asc" or "desc"');
      return { field: checkField(field), direction };
    }),
    limit: checkCount('limit', limit, -1),
    offset: checkCount('offset', offset, 0),
  };
}

/** A field of a document by dotted path; undefined when any step is missing. */
export function fieldOf(data: DocData, field: string): unknown {
  let node: unknown = data;
  for (const part of field.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node) || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'other';
const kindOf = (v: unknown): Kind =>
  v === null ? 'null' : typeof v === 'boolean' ? 'boolean' : typeof v === 'number' ? 'number' : typeof v === 'string' ? 'string' : 'other';

// Firestore compares only values of the same type.
const sameValue = (a: unknown, b: Scalar): boolean => kindOf(a) === kindOf(b) && kindOf(a) !== 'other' && a === b;

function matchesClause(data: DocData, { field, op, value }: WhereClause): boolean {
  const actual = fieldOf(data, field);
  switch (op) {
    case '==':
      return sameValue(actual, value as Scalar);
    case '!=':
      return actual !== undefined && actual !== null && !sameValue(actual, value as Scalar);
    case 'in':
      return (value as Scalar[]).some((v) => sameValue(actual, v));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((item) => sameValue(item, value as Scalar));
    default: {
      if (kindOf(actual) !== kindOf(value) || (typeof actual !== 'string' && typeof actual !== 'number')) return false;
      const a = actual as string | number;
      const b = value as string | number;
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    }
  }
}

const KIND_ORDER: Record<Kind, number> = { null: 0, boolean: 1, number: 2, string: 3, other: 4 };

/** Firestore's order of values: null < booleans < numbers < strings (< everything else, compared as JSON). */
export function compareValues(a: unknown, b: unknown): number {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka !== kb) return KIND_ORDER[ka] - KIND_ORDER[kb];
  if (ka === 'other') {
    const ja = JSON.stringify(a);
    const jb = JSON.stringify(b);
    return ja < jb ? -1 : ja > jb ? 1 : 0;
  }
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** True when the document passes every where clause and has every orderBy field (as in Firestore). */
export function matchesQuery(data: DocData, query: ParsedQuery): boolean {
  return query.where.every((clause) => matchesClause(data, clause)) && query.orderBy.every(({ field }) => fieldOf(data, field) !== undefined);
}

/** Runs a query in memory over documents of one collection: filter, order (then by id), offset, limit. */
export function runQueryInMemory<T extends DocSnapshot>(docs: readonly T[], query: ParsedQuery): T[] {
  const sorted = docs
    .filter((doc) => matchesQuery(doc.data, query))
    .sort((a, b) => {
      for (const { field, direction } of query.orderBy) {
        const c = compareValues(fieldOf(a.data, field), fieldOf(b.data, field));
        if (c !== 0) return direction === 'asc' ? c : -c;
      }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  const end = query.limit < 0 ? undefined : query.offset + query.limit;
  return sorted.slice(query.offset, end);
}
