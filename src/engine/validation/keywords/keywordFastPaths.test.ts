import { describe, expect, it } from 'vitest';
import { containsForbiddenPhrase } from './forbiddenPhrases';
import { hasDomain } from './noDomains';
import { hasEmoji } from './noEmoji';
import { hasLink } from './noLinks';
import { isAllUppercase } from './notAllUppercase';
import { hasNoLetter } from './notOnlyDigits';
import { tagRepeats } from './tagRules';
import topLevelDomains from './topLevelDomains.json';

// The text keywords decide most texts with cheap checks before (or instead of) their full rule. These tests
// hold each fast path to the full rule's answer; the keyword tables (noEmoji.test.ts, …) stay as they were.
const RGI_EMOJI = new RegExp('\\p{RGI_Emoji}', 'v');
const ALLOWED_SIGNS = /[\u2122\u00A9\u00AE]\uFE0F?/gu;
const fullRule = (text: string) => RGI_EMOJI.test(text.replace(ALLOWED_SIGNS, ''));

// Emoji sequences are made of these code points only (UTS #51); every one of them is checked, and every
// 61st other code point, to show the fast path says no where the full rule says no.
const EMOJI_PART = /^[\p{Emoji}\p{Emoji_Component}\p{Extended_Pictographic}]$/u;

function* codePoints(): Generator<string> {
  for (let cp = 0x20; cp < 0x30000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (EMOJI_PART.test(c) || cp % 61 === 0) yield c;
  }
}

describe('hasEmoji gives the full RGI_Emoji answer', () => {
  it('for every code point an emoji can hold, alone, with U+FE0F, as a keycap and inside a sentence', () => {
    const differing: string[] = [];
    for (const c of codePoints()) {
      for (const text of [c, `${c}\uFE0F`, `Calm ${c} day`, `${c}\uFE0F\u20E3`]) {
        if (hasEmoji(text) !== fullRule(text)) differing.push(text.codePointAt(0)!.toString(16));
      }
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it.each([
    ['a flag', 'Made in 🇫🇷'],
    ['two regional indicators that are no region', 'x 🇦🇦 y'],
    ['one regional indicator', 'x 🇫 y'],
    ['a subdivision flag (tag sequence)', 'Wales 🏴󠁧󠁢󠁷󠁬󠁳󠁿'],
    ['a keycap', 'Step 1️⃣'],
    ['a digit with the selector alone', 'Step 1️'],
    ['a ZWJ family', 'Family 👨‍👩‍👧'],
    ['a skin tone alone', 'tone 🏽'],
    ['the allowed signs with selectors', 'Calm™️ ©️ ®️'],
    ['accented text', 'Méditation — à la plage!'],
  ])('for %s', (_name, text) => {
    expect(hasEmoji(text)).toBe(fullRule(text));
  });
});

// Texts around each fast path's edge: with and without the characters it looks for, in both cases, in
// scripts beyond ASCII, and with the Unicode case foldings of the i+u flags (ſ, the Kelvin sign).
const TEXTS = [
  '', ' ', 'Morning calm', 'MORNING CALM', 'CALM 2024', '2024', '19.5', '  42  ', 'Méditation', 'MÉDITATION', 'ÉTÉ', 'été',
  'ДОБРОЕ УТРО', 'доброе утро', 'नमस्ते', '１２３', 'Ⅻ', 'A gentle practice to settle the mind before the working day begins.',
  'Visit calm.com', 'Visit calm.COM today', 'calm.Then we rest', 'see calm.ſk', 'see calm.\u212Az', 'www.calm.org', 'WWW.calm',
  'See https://example.org', 'ftp://x', 'a://b', 'http:/x', 'mail me at a@b.io', 'x.y', '.com', 'calm.c0m', 'a.b.c.d',
];
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S|(?:^|[^\p{L}\p{N}])www\.\S/iu;
const DOMAIN_LIST = new RegExp(
  `(?:^|[^\\p{L}\\p{N}.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${(topLevelDomains as string[]).join('|')})(?![\\p{L}\\p{N}-])`,
  'iu',
);

describe("the text keywords give their full rule's answer", () => {
  it.each(TEXTS)('%j', (text) => {
    expect(hasLink(text)).toBe(LINK.test(text));
    expect(hasDomain(text)).toBe(DOMAIN_LIST.test(text));
    expect(isAllUppercase(text)).toBe(/\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text));
    expect(hasNoLetter(text)).toBe(text.trim() !== '' && !/\p{L}/u.test(text));
    expect(containsForbiddenPhrase(text, ['Calm  MORNING', 'été'])).toBe(
      ['calm morning', 'été'].some((phrase) => text.toLocaleLowerCase('en').replace(/\s+/gu, ' ').includes(phrase)),
    );
  });

  it('tag repeats ignore case as the locale rule does', () => {
    expect(tagRepeats(['Calm', 'calm'])).toBe(true);
    expect(tagRepeats(['ÉTÉ', 'été'])).toBe(true);
    expect(tagRepeats(['calm', 'calmer', 7, 7])).toBe(false);
  });
});

describe('forbiddenPhrases on ASCII texts (one prepared regex) gives the normalised comparison', () => {
  const reference = (text: string, phrases: string[]) => {
    const lower = (value: string) => value.toLocaleLowerCase('en').replace(/\s+/gu, ' ');
    return phrases.some((phrase) => lower(text).includes(lower(phrase).trim()));
  };
  const LISTS = [['guided meditation'], ['Free  Download', ' a+b (c) ', 'x.*y'], ['été', 'calm'], ['ÉTÉ'], [''], []];
  const ASCII_TEXTS = ['Guided Meditation', 'guided\t\r\nmeditation', 'guidedmeditation', 'FREE download now', 'a+b (c)!', 'A+B  (C)', 'ab (c)',
    'x.*y', 'xay', 'x..y', 'Calm', 'ete', '', ' ', 'guided meditatio', 'a guided  meditation.'];
  const BEYOND_ASCII = ['Guided meditation 😀', 'GUIDED\u00A0MEDITATION', 'guided \u3000 meditation!', 'CALM 😀', 'tax\u0130', 'TAX\u0130 ride', '\u212Aalm',
    'ca\u212A', 'Été calm', 'ÉTÉ', 'Guided méditation', 'x.*y é', 'a+b (c) é'];
  it.each(LISTS)('%j', (...phrases) => {
    for (const text of [...ASCII_TEXTS, ...TEXTS, ...BEYOND_ASCII]) expect(containsForbiddenPhrase(text, phrases), `${JSON.stringify(text)}`).toBe(reference(text, phrases));
  });

  it('beyond ASCII too, for every code point beside ASCII phrases, among them letters that İ and the Kelvin sign lower-case to', () => {
    const phrases = ['guided meditation', 'i', 'k', 'ab', 'a b'];
    const differing: string[] = [];
    for (let cp = 0x80; cp < 0x30000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      for (const text of [c, `a${c}b`, `GUIDED${c}MEDITATION`, `A${c}B`]) {
        for (const phrase of phrases) if (containsForbiddenPhrase(text, [phrase]) !== reference(text, [phrase])) differing.push(`${cp.toString(16)} ${phrase}`);
      }
    }
    expect(differing).toEqual([]);
  }, 120_000);
});
