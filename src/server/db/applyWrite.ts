import type { DocData } from '../../backend/ports';

const isPlainObject = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Firestore's `set(..., { merge: true })`: nested objects merge, everything else (arrays included) replaces. */
export function deepMerge(target: DocData, patch: DocData): DocData {
  const out: DocData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? deepMerge(current, value) : value;
  }
  return out;
}

/** Firestore's `update`: each key replaces one field; a dotted key reaches a nested field. */
export function applyUpdate(target: DocData, patch: DocData): DocData {
  const out = structuredClone(target);
  for (const [key, value] of Object.entries(patch)) {
    const parts = key.split('.');
    let node: DocData = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (!isPlainObject(next)) node[part] = {};
      node = node[part] as DocData;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}

export { isPlainObject };
