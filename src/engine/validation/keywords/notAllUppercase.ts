import type { PredicateKeywordSpec } from './keywordSpec';
import { isPlainAscii } from './plainText';

// In ASCII, \p{Lu} is A-Z and \p{Ll} is a-z: most texts are decided without Unicode property classes.
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const ASCII_UPPER = /[A-Z]/;
const ASCII_LOWER = /[a-z]/;

/** True when the text has capital letters and no small ones ("HELLO 2", not "Hello" or "2024"). */
export function isAllUppercase(text: string): boolean {
  // A small ASCII letter settles it either way (most texts have one early).
  if (ASCII_LOWER.test(text)) return false;
  if (isPlainAscii(text)) return ASCII_UPPER.test(text);
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
