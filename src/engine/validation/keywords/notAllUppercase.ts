import type { PredicateKeywordSpec } from './keywordSpec';

// In ASCII, \p{Lu} is A-Z and \p{Ll} is a-z: most texts are decided without Unicode property classes.
const NON_ASCII = /[^ -~\t\n\r]/;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/** True when the text has capital letters and no small ones ("HELLO 2", not "Hello" or "2024"). */
export function isAllUppercase(text: string): boolean {
  if (!NON_ASCII.test(text)) return /[A-Z]/.test(text) && !/[a-z]/.test(text);
  return UPPER.test(text) && !LOWER.test(text);
}

/** `notAllUppercase: true` on a string: 'Text should not be all in uppercase'. */
export const notAllUppercase = {
  keyword: 'notAllUppercase',
  type: 'string',
  schemaType: 'boolean',
  check: isAllUppercase,
  checkName: 'isAllUppercase',
} satisfies PredicateKeywordSpec;
