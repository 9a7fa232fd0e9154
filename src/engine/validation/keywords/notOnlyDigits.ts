import type { PredicateKeywordSpec } from './keywordSpec';

const ASCII_LETTER = /[A-Za-z]/;
const LETTER = /\p{L}/u;

/** True when the text is not blank yet holds no letter at all ("2024", "12 - 34"). */
export function hasNoLetter(text: string): boolean {
  // Blank text is left to `required` / `minLength`, which carry their own messages.
  // An ASCII letter settles it without the Unicode class (nearly every text has one).
  if (ASCII_LETTER.test(text)) return false;
  return text.trim() !== '' && !LETTER.test(text);
}

/** `notOnlyDigits: true` on a string: 'Text should contain at least one alphabet and not be only numbers'. */
export const notOnlyDigits = {
  keyword: 'notOnlyDigits',
  type: 'string',
  schemaType: 'boolean',
  check: hasNoLetter,
  checkName: 'hasNoLetter',
} satisfies PredicateKeywordSpec;
