import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export interface CatalogProblems {
  locale: string;
  missing: string[];
  dangling: string[];
  /** Messages whose {placeholders} differ from the English: a translation that drops or invents a value. */
  placeholderMismatch: string[];
  /** Messages that are not valid ICU MessageFormat. */
  invalid: string[];
}

/** Every argument a compiled message names, plural branches included. */
function argumentNames(tokens: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token;
    if (name !== '#') into.add(name);
    if (choices && typeof choices === 'object') {
      for (const [choice, branch] of Object.entries(choices)) if (choice !== 'offset' && Array.isArray(branch)) argumentNames(branch as CompiledMessage, into);
    }
  }
  return into;
}

function placeholders(message: string): string | null {
  try {
    return [...argumentNames(compileMessageOrThrow(message))].sort().join(',');
  } catch {
    return null;
  }
}

/** One locale's catalog against the English one: what a reviewer and CI need to see. */
export function catalogProblems(locale: string, english: Record<string, string>, translated: Record<string, string | undefined>): CatalogProblems {
  const problems: CatalogProblems = { locale, missing: [], dangling: [], placeholderMismatch: [], invalid: [] };
  for (const [key, source] of Object.entries(english)) {
    const text = translated[key];
    if (text === undefined) {
      if (locale !== 'en') problems.missing.push(key);
      continue;
    }
    const mine = placeholders(text);
    if (mine === null) problems.invalid.push(key);
    else if (mine !== placeholders(source)) problems.placeholderMismatch.push(key);
  }
  for (const key of Object.keys(translated)) if (!(key in english)) problems.dangling.push(key);
  return problems;
}

export function hasProblems(problems: CatalogProblems): boolean {
  return problems.missing.length + problems.dangling.length + problems.placeholderMismatch.length + problems.invalid.length > 0;
}
