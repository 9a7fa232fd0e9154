import type { WhereOp } from '../../backend/ports';
import type { ParsedQuery, Scalar } from '../ports/query';

export interface CompiledQuery {
  where: string;
  orderBy: string;
  params: unknown[];
  limit: number;
  offset: number;
}

const jsonPath = (field: string): string => `$.${field.split('.').map((p) => `"${p}"`).join('.')}`;

// Firestore compares only values of the same type, so every comparison is guarded by the JSON type.
function equals(typeExpr: string, valueExpr: string, value: Scalar, params: unknown[]): string {
  if (value === null) return `${typeExpr} = 'null'`;
  if (typeof value === 'boolean') return `${typeExpr} = '${value ? 'true' : 'false'}'`;
  params.push(value);
  const type = typeof value === 'number' ? `${typeExpr} IN ('integer', 'real')` : `${typeExpr} = 'text'`;
  return `(${type} AND ${valueExpr} = ?)`;
}

function compileWhere(field: string, op: WhereOp, value: Scalar | Scalar[], params: unknown[]): string {
  const typeExpr = 'json_type(data, ?)';
  const valueExpr = 'json_extract(data, ?)';
  const path = jsonPath(field);
  const withPath = (count: number) => Array.from({ length: count }, () => path);
  if (op === 'in') {
    const parts = (value as Scalar[]).map((v) => {
      const local: unknown[] = [];
      const sql = equals(typeExpr, valueExpr, v, local);
      params.push(...withPath(v === null || typeof v === 'boolean' ? 1 : 2), ...local);
      return sql;
    });
    return `(${parts.join(' OR ')})`;
  }
  if (op === 'array-contains') {
    const local: unknown[] = [];
    const inner = equals('type', 'value', value as Scalar, local);
    params.push(path, path, ...local);
    return `(json_type(data, ?) = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ?) WHERE ${inner}))`;
  }
  if (op === '==' || op === '!=') {
    const local: unknown[] = [];
    const sql = equals(typeExpr, valueExpr, value as Scalar, local);
    const eq = [...withPath(value === null || typeof value === 'boolean' ? 1 : 2), ...local];
    if (op === '==') {
      params.push(...eq);
      return sql;
    }
    params.push(path, path, ...eq);
    return `(json_type(data, ?) IS NOT NULL AND json_type(data, ?) != 'null' AND NOT ${sql})`;
  }
  // parseQuery let only strings and numbers through to a range comparison.
  const type = typeof value === 'number' ? `json_type(data, ?) IN ('integer', 'real')` : `json_type(data, ?) = 'text'`;
  params.push(path, path, value);
  return `(${type} AND json_extract(data, ?) ${op} ?)`;
}

/** Turns a checked query (see parseQuery) into parameterised SQL over the `documents` table. */
export function compileQuery(query: ParsedQuery): CompiledQuery {
  const params: unknown[] = [];
  const clauses = query.where.map(({ field, op, value }) => compileWhere(field, op, value, params));
  // As in Firestore, ordering by a field leaves out documents that do not have it.
  for (const order of query.orderBy) {
    clauses.push('json_type(data, ?) IS NOT NULL');
    params.push(jsonPath(order.field));
  }
  const orderSql = query.orderBy.map((o) => `json_extract(data, '${jsonPath(o.field).replace(/'/g, "''")}') ${o.direction.toUpperCase()}`);
  return {
    where: clauses.length ? clauses.join(' AND ') : '1',
    orderBy: [...orderSql, 'id ASC'].join(', '),
    params,
    limit: query.limit,
    offset: query.offset,
  };
}
