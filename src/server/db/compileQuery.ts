import type { WhereOp } from '../../backend/ports';
import { badRequest } from '../http/HttpError';
import { checkKey } from './forbiddenKeys';

const OPS: readonly WhereOp[] = ['==', '!=', '<', '<=', '>', '>=', 'in', 'array-contains'];
const FIELD = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
const MAX_LIMIT = 10_000;
const MAX_IN = 30;

type Scalar = string | number | boolean | null;

export interface CompiledQuery {
  where: string;
  orderBy: string;
  params: unknown[];
  limit: number;
  offset: number;
}

const isScalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

const jsonPath = (field: string): string => `$.${field.split('.').map((p) => `"${p}"`).join('.')}`;

// Firestore compares only values of the same type, so every comparison is guarded by the JSON type.
function equals(typeExpr: string, valueExpr: string, value: Scalar, params: unknown[]): string {
  if (value === null) return `${typeExpr} = 'null'`;
  if (typeof value === 'boolean') return `${typeExpr} = '${value ? 'true' : 'false'}'`;
  params.push(value);
  const type = typeof value === 'number' ? `${typeExpr} IN ('integer', 'real')` : `${typeExpr} = 'text'`;
  return `(${type} AND ${valueExpr} = ?)`;
}

function compileWhere(field: string, op: WhereOp, value: unknown, params: unknown[]): string {
  const typeExpr = 'json_type(data, ?)';
  const valueExpr = 'json_extract(data, ?)';
  const path = jsonPath(field);
  const withPath = (count: number) => Array.from({ length: count }, () => path);
  if (op === 'in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN || !value.every(isScalar)) {
      throw badRequest(`Invalid query: "in" on "${field}" needs a list of 1 to ${MAX_IN} plain values`);
    }
    const parts = value.map((v) => {
      const local: unknown[] = [];
      const sql = equals(typeExpr, valueExpr, v, local);
      params.push(...withPath(v === null || typeof v === 'boolean' ? 1 : 2), ...local);
      return sql;
    });
    return `(${parts.join(' OR ')})`;
  }
  if (!isScalar(value)) throw badRequest(`Invalid query: the value for "${field}" ${op} must be a string, number, boolean or null`);
  if (op === 'array-contains') {
    const local: unknown[] = [];
    const inner = equals('type', 'value', value, local);
    params.push(path, path, ...local);
    return `(json_type(data, ?) = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ?) WHERE ${inner}))`;
  }
  if (op === '==' || op === '!=') {
    const local: unknown[] = [];
    const sql = equals(typeExpr, valueExpr, value, local);
    const eq = [...withPath(value === null || typeof value === 'boolean' ? 1 : 2), ...local];
    if (op === '==') {
      params.push(...eq);
      return sql;
    }
    params.push(path, path, ...eq);
    return `(json_type(data, ?) IS NOT NULL AND json_type(data, ?) != 'null' AND NOT ${sql})`;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw badRequest(`Invalid query: "${field}" ${op} needs a string or a number`);
  }
  const type = typeof value === 'number' ? `json_type(data, ?) IN ('integer', 'real')` : `json_type(data, ?) = 'text'`;
  params.push(path, path, value);
  return `(${type} AND json_extract(data, ?) ${op} ?)`;
}

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

/** Validates a query received as JSON and turns it into parameterised SQL over the `documents` table. */
export function compileQuery(input: unknown): CompiledQuery {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('Invalid query: expected an object');
  const { where = [], orderBy = [], limit, offset, ...unknown } = input as Record<string, unknown>;
  const extra = Object.keys(unknown);
  if (extra.length) throw badRequest(`Invalid query: unknown key "${extra[0]}"`);
  if (!Array.isArray(where)) throw badRequest('Invalid query: where must be a list of [field, op, value]');
  if (!Array.isArray(orderBy)) throw badRequest('Invalid query: orderBy must be a list of [field, direction]');
  const params: unknown[] = [];
  const clauses = where.map((clause: unknown) => {
    if (!Array.isArray(clause) || clause.length !== 3) throw badRequest('Invalid query: each where clause is [field, op, value]');
    const [field, op, value] = clause as [unknown, unknown, unknown];
    if (!OPS.includes(op as WhereOp)) throw badRequest(`Invalid query: unknown operator ${JSON.stringify(op)}`);
    return compileWhere(checkField(field), op as WhereOp, value, params);
  });
  const orders = orderBy.map((clause: unknown) => {
    if (!Array.isArray(clause) || clause.length !== 2) throw badRequest('Invalid query: each orderBy clause is [field, direction]');
    const [field, direction] = clause as [unknown, unknown];
    if (direction !== 'asc' && direction !== 'desc') throw badRequest('Invalid query: orderBy direction must be "asc" or "desc"');
    return { path: jsonPath(checkField(field)), direction };
  });
  // As in Firestore, ordering by a field leaves out documents that do not have it.
  for (const order of orders) {
    clauses.push('json_type(data, ?) IS NOT NULL');
    params.push(order.path);
  }
  const orderSql = orders.map((o) => `json_extract(data, '${o.path.replace(/'/g, "''")}') ${o.direction.toUpperCase()}`);
  return {
    where: clauses.length ? clauses.join(' AND ') : '1',
    orderBy: [...orderSql, 'id ASC'].join(', '),
    params,
    limit: checkCount('limit', limit, -1),
    offset: checkCount('offset', offset, 0),
  };
}

