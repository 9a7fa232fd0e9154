import type { PredicateKeywordSpec } from './keywordSpec';

/** True when the text has capital letters and no small ones ("HELLO 2", not "Hello" or "2024"). */
export function isAllUppercase(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** `notAllUppercase: true` on a string: 'Text should not be all in uppercase'. */
export const notAllUppercase = {
  keyword: 'notAllUppercase',
  type: 'string',
  schemaType: 'boolean',
  check: isAllUppercase,
  checkName: 'isAllUppercase',
} satisfies PredicateKeywordSpec;
