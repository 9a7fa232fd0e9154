import { badRequest, type HttpError } from '../http/HttpError';

// Names that reach an object's prototype when used as a key: written through, they would change objects
// shared by every request in the process (prototype pollution). No document, query or path needs them.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** True for `__proto__`, `constructor` and `prototype`, the keys no stored name may use. */
export const isForbiddenKey = (key: string): boolean => FORBIDDEN.has(key);

/** The 400 answered when a key, field path or path segment uses one of those names. */
export const forbiddenKeyError = (key: string): HttpError =>
  badRequest(`"${key}" cannot be used as a field name or path segment ("__proto__", "constructor" and "prototype" are reserved)`);

/** Throws the 400 when a key (or one segment of a dotted field path) is a forbidden name. */
export function checkKey(key: string): string {
  if (FORBIDDEN.has(key)) throw forbiddenKeyError(key);
  return key;
}
