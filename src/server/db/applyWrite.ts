import type { DocData } from '../../backend/ports';
import { checkKey } from './forbiddenKeys';

const isPlainObject = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

// Objects assembled key by key start without a prototype: even a key that slipped past the checks
// could then only ever name an own property, never Object.prototype.
const emptyObject = (): DocData => Object.create(null) as DocData;

/** Firestore's `set(..., { merge: true })`: nested objects merge, everything else (arrays included) replaces. */
export function deepMerge(target: DocData, patch: DocData): DocData {
  const out = emptyObject();
  for (const [key, value] of Object.entries(target)) out[checkKey(key)] = value;
  for (const [key, value] of Object.entries(patch)) {
    const current = Object.hasOwn(out, checkKey(key)) ? out[key] : undefined;
    out[key] = isPlainObject(value) && isPlainObject(current) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Firestore's `update`: each key replaces one field; a dotted key reaches a nested field. A segment named
 * `__proto__`, `constructor` or `prototype` is refused (400) before anything is walked.
 */
export function applyUpdate(target: DocData, patch: DocData): DocData {
  const out = structuredClone(target);
  for (const [key, value] of Object.entries(patch)) {
    const parts = key.split('.').map(checkKey);
    let node: DocData = out;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      if (!isPlainObject(next)) node[part] = emptyObject();
      node = node[part] as DocData;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}

export { isPlainObject };
