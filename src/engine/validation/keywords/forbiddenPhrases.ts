import type { PredicateKeywordSpec } from './keywordSpec';
import { isPlainAscii } from './plainText';

const NON_ASCII = /[^ -~\t\n\r]/;
const WHITE_SPACE_RUN = /\s+/gu;
// Lower case with every run of white space as one space. toLowerCase() gives the letters toLocaleLowerCase('en')
// gives (English has no special casing; checked on every code point) without asking ICU for a locale per call.
const normalise = (text: string) => text.toLowerCase().replace(WHITE_SPACE_RUN, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The only characters beyond ASCII whose lower case holds an ASCII letter: İ (i and a combining dot) and the
// Kelvin sign (k). keywordFastPaths.test.ts checks every code point.
const LOWERS_TO_ASCII = /[\u0130\u212A]/;

interface PreparedPhrases {
  /** Each phrase lower-cased with its white space runs as one space, as texts are compared. */
  normalised: string[];
  /** Whether some phrase holds a character beyond ASCII (only those need a text's lower-cased copy). */
  someBeyondAscii: boolean;
  /**
   * For an ASCII text (nearly every title) and most others: one case-insensitive regex of the ASCII phrases, their words joined by
   * `\s+`, which answers as `normalise(text).includes(phrase)` would without building the lower-cased copy.
   * A phrase with other characters can never be inside an ASCII text.
   */
  ascii: RegExp | null;
}

// A schema's phrase list is one array for the validator's life: prepared once, not on every call.
const preparedPhrases = new WeakMap<readonly string[], PreparedPhrases>();
// The list asked last, kept beside the map: a step's one list is asked on every validation.
let lastPhrases: readonly string[] | null = null;
let lastPrepared: PreparedPhrases | null = null;
const prepare = (phrases: readonly string[]): PreparedPhrases => {
  if (phrases === lastPhrases && lastPrepared !== null) return lastPrepared;
  let prepared = preparedPhrases.get(phrases);
  if (!prepared) {
    const normalised = phrases.map((phrase) => normalise(phrase).trim());
    const asciiPhrases = normalised.filter((phrase) => !NON_ASCII.test(phrase));
    const ascii = asciiPhrases.length === 0 ? null : new RegExp(asciiPhrases.map((phrase) => phrase.split(' ').map(escapeRegExp).join('\\s+')).join('|'), 'i');
    prepared = { normalised, ascii, someBeyondAscii: asciiPhrases.length < normalised.length };
    preparedPhrases.set(phrases, prepared);
  }
  lastPhrases = phrases;
  lastPrepared = prepared;
  return prepared;
};

/** True when the text contains one of the phrases, ignoring capitals and repeated spaces. */
export function containsForbiddenPhrase(text: string, phrases: readonly string[]): boolean {
  const prepared = prepare(phrases);
  if (isPlainAscii(text)) return prepared.ascii !== null && prepared.ascii.test(text);
  // Beyond ASCII the same regex finds the ASCII phrases while no character of the text lower-cases to ASCII:
  // the ASCII letters of the lower-cased copy are then the text's own, and a case-insensitive regex without
  // the u flag never matches a character beyond ASCII to an ASCII one. No copy of a short title with an emoji.
  if (!LOWERS_TO_ASCII.test(text)) {
    if (prepared.ascii !== null && prepared.ascii.test(text)) return true;
    if (!prepared.someBeyondAscii) return false;
  }
  const haystack = normalise(text);
  // A loop, not `some` with a closure made per call: this runs on every non-ASCII text of every validation.
  const { normalised } = prepared;
  for (let i = 0; i < normalised.length; i++) if (haystack.includes(normalised[i]!)) return true;
  return false;
}

/** `forbiddenPhrases: ["guided meditation"]` on a string (spec 1 §5 Track title). */
export const forbiddenPhrases = {
  keyword: 'forbiddenPhrases',
  type: 'string',
  schemaType: 'array',
  check: containsForbiddenPhrase,
  checkName: 'containsForbiddenPhrase',
} satisfies PredicateKeywordSpec;
