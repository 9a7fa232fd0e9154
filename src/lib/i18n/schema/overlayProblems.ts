import { overlayKey, type SchemaText } from './schemaTexts';
import { placeholdersOf, textHash, type SchemaOverlay } from './overlay';

export interface OverlayProblems {
  locale: string;
  /** English texts (overlay keys) with no translation. */
  missing: string[];
  /** Translations of an English text that has changed since. */
  stale: string[];
  /** Entries whose file and pointer no longer hold a translatable text. */
  dangling: string[];
  /** Translations whose placeholders differ from the English ones. */
  placeholderMismatch: string[];
}

/**
 * One locale's overlay against the current English. `required` says which files must be complete
 * (files outside it report missing entries only as a count; stale, dangling and mismatches always count).
 */
export function overlayProblems(locale: string, texts: SchemaText[], overlay: SchemaOverlay): OverlayProblems {
  const problems: OverlayProblems = { locale, missing: [], stale: [], dangling: [], placeholderMismatch: [] };
  const known = new Set<string>();
  for (const { file, pointer, text } of texts) {
    const key = overlayKey(file, pointer);
    known.add(key);
    const entry = overlay[key];
    if (!entry) {
      problems.missing.push(key);
      continue;
    }
    if (entry.source !== textHash(text)) problems.stale.push(key);
    else if (placeholdersOf(entry.text).join() !== placeholdersOf(text).join()) problems.placeholderMismatch.push(key);
  }
  for (const key of Object.keys(overlay)) if (!known.has(key)) problems.dangling.push(key);
  return problems;
}
