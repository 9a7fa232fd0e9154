import { forbiddenKeyError, isForbiddenKey } from '../db/forbiddenKeys';
import { HttpError } from './HttpError';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The documents API allows 100 levels of
 * document data inside its `{ data }` wrapper; nothing else comes near. Everything that walks a body
 * afterwards (schema validation, merges, SQLite's JSON functions) may recurse, so this holds first.
 */
export const JSON_DEPTH_LIMIT = 128;

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([123, 91]); // { [
const CLOSERS = new Set([125, 93]); // } ]

/** Refuses JSON text nested deeper than the limit, by one scan of the text before anything parses it. */
export function checkJsonDepth(text: string, limit = JSON_DEPTH_LIMIT): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limit) throw new HttpError(400, `The request body is nested too deeply (at most ${limit} levels)`);
    } else if (CLOSERS.has(c)) depth--;
  }
}

/** Refuses a parsed body with `__proto__`, `constructor` or `prototype` as a key at any level. */
export function checkBodyKeys(body: unknown): void {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) pending.push(item);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (isForbiddenKey(key)) throw forbiddenKeyError(key);
      const value = (node as Record<string, unknown>)[key];
      if (typeof value === 'object' && value !== null) pending.push(value);
    }
  }
}
