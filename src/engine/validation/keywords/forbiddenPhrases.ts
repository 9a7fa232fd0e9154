import type { PredicateKeywordSpec } from './keywordSpec';

const NON_ASCII = /[^ -~\t\n\r]/;
// Lower case (ASCII's own for ASCII text, the same letters 'en' gives) with every run of white space as one space.
const normalise = (text: string) => (NON_ASCII.test(text) ? text.toLocaleLowerCase('en') : text.toLowerCase()).replace(/\s+/gu, ' ');
// A schema's phrase list is one array for the validator's life: normalised once, not on every call.
const normalisedPhrases = new WeakMap<readonly string[], string[]>();
const phrasesOf = (phrases: readonly string[]) => {
  let normalised = normalisedPhrases.get(phrases);
  if (!normalised) {
    normalised = phrases.map((phrase) => normalise(phrase).trim());
    normalisedPhrases.set(phrases, normalised);
  }
  return normalised;
};

/** True when the text contains one of the phrases, ignoring capitals and repeated spaces. */
export function containsForbiddenPhrase(text: string, phrases: readonly string[]): boolean {
  const haystack = normalise(text);
  return phrasesOf(phrases).some((phrase) => haystack.includes(phrase));
}

/** `forbiddenPhrases: ["guided meditation"]` on a string (spec 1 §5 Track title). */
export const forbiddenPhrases = {
  keyword: 'forbiddenPhrases',
  type: 'string',
  schemaType: 'array',
  check: containsForbiddenPhrase,
  checkName: 'containsForbiddenPhrase',
} satisfies PredicateKeywordSpec;
