/** One translated schema text: the translation and a hash of the English it was made from. */
export interface OverlayEntry {
  text: string;
  /** `textHash(english)` when translated: a different hash now means the English changed (stale). */
  source: string;
}

/** A locale's overlay: `<schema file>#<JSON pointer>` → entry. */
export type SchemaOverlay = Record<string, OverlayEntry>;

/** FNV-1a (32 bit) as 8 hex digits: the same in Node and the browser, enough to notice changed English. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The placeholders a text carries: '{n}', '{provider}' and ajv-errors' '${0/field}', sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\$\{[^}]+\}|\{[A-Za-z_][\w.]*\}/g)].map((match) => match[0]).sort();
}
