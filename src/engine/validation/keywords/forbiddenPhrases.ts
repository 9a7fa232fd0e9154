import type { PredicateKeywordSpec } from './keywordSpec';

const normalise = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/gu, ' ');

/** True when the text contains one of the phrases, ignoring capitals and repeated spaces. */
export function containsForbiddenPhrase(text: string, phrases: readonly string[]): boolean {
  const haystack = normalise(text);
  return phrases.some((phrase) => haystack.includes(normalise(phrase).trim()));
}

/** `forbiddenPhrases: ["guided meditation"]` on a string (spec 1 §5 Track title). */
export const forbiddenPhrases = {
  keyword: 'forbiddenPhrases',
  type: 'string',
  schemaType: 'array',
  check: containsForbiddenPhrase,
  checkName: 'containsForbiddenPhrase',
} satisfies PredicateKeywordSpec;
