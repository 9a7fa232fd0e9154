import type { PredicateKeywordSpec } from './keywordSpec';

// One keyword per tag rule: ajv-errors picks a message per keyword name, and each rule has its own.
const strings = (tags: readonly unknown[]) => tags.filter((t): t is string => typeof t === 'string');
const NON_ASCII = /[^ -~\t\n\r]/;

/** True when some tag contains whitespace. */
export function tagHasSpace(tags: readonly unknown[]): boolean {
  return strings(tags).some((tag) => /\s/u.test(tag));
}

/** True when some tag holds anything but letters, digits, '-' or '_' (a leading '#' is allowed). */
export function tagHasSpecialCharacter(tags: readonly unknown[]): boolean {
  return strings(tags).some((tag) => !/^#?[\p{L}\p{N}_-]*$/u.test(tag));
}

/** True when two tags are equal ignoring capitals ("Calm" and "calm"). */
export function tagRepeats(tags: readonly unknown[]): boolean {
  const seen = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const key = NON_ASCII.test(tag) ? tag.toLocaleLowerCase('en') : tag.toLowerCase();
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
