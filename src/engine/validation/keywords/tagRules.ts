import type { PredicateKeywordSpec } from './keywordSpec';

// One keyword per tag rule: ajv-errors picks a message per keyword name, and each rule has its own.
// Plain loops over the tags (no filtered copy, no callback per call): these run on every keystroke.
const SPACE = /\s/u;
const PLAIN_TAG = /^#?[\p{L}\p{N}_-]*$/u;
const ASCII_PLAIN_TAG = /^#?[A-Za-z0-9_-]*$/;

/** True when some tag contains whitespace. */
export function tagHasSpace(tags: readonly unknown[]): boolean {
  for (const tag of tags) if (typeof tag === 'string' && SPACE.test(tag)) return true;
  return false;
}

/** True when some tag holds anything but letters, digits, '-' or '_' (a leading '#' is allowed). */
export function tagHasSpecialCharacter(tags: readonly unknown[]): boolean {
  // An ASCII letters-and-digits tag passes without the Unicode classes (ASCII letters and digits are \p{L} and \p{N}).
  for (const tag of tags) if (typeof tag === 'string' && !ASCII_PLAIN_TAG.test(tag) && !PLAIN_TAG.test(tag)) return true;
  return false;
}

const SHORT_LIST = 12;

/** True when two tags are equal ignoring capitals ("Calm" and "calm"). */
export function tagRepeats(tags: readonly unknown[]): boolean {
  // A short list (a step's tags) is compared pairwise, without building a Set per call.
  if (tags.length <= SHORT_LIST) {
    const keys: string[] = [];
    for (const tag of tags) {
      if (typeof tag !== 'string') continue;
      const key = tag.toLowerCase();
      if (keys.includes(key)) return true;
      keys.push(key);
    }
    return false;
  }
  const seen = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    // toLowerCase() is toLocaleLowerCase('en') on every code point (English has no special casing), without ICU.
    const key = tag.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** `tagNoSpaces: true` on a list of tags: 'Tags cannot contain spaces. Please remove any spaces.' */
export const tagNoSpaces = {
  keyword: 'tagNoSpaces',
  type: 'array',
  schemaType: 'boolean',
  check: tagHasSpace,
  checkName: 'tagHasSpace',
} satisfies PredicateKeywordSpec;

/** `tagNoSpecialCharacters: true` on a list of tags (spec 1 §5: hashtags, no special characters). */
export const tagNoSpecialCharacters = {
  keyword: 'tagNoSpecialCharacters',
  type: 'array',
  schemaType: 'boolean',
  check: tagHasSpecialCharacter,
  checkName: 'tagHasSpecialCharacter',
} satisfies PredicateKeywordSpec;

/** `tagUniqueIgnoreCase: true` on a list of tags (spec 1 §5: no duplicates, case-insensitive). */
export const tagUniqueIgnoreCase = {
  keyword: 'tagUniqueIgnoreCase',
  type: 'array',
  schemaType: 'boolean',
  check: tagRepeats,
  checkName: 'tagRepeats',
} satisfies PredicateKeywordSpec;
