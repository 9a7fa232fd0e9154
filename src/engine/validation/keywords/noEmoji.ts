import type { PredicateKeywordSpec } from './keywordSpec';
import { isPlainAscii } from './plainText';

// RGI_Emoji (v flag) is what renders as emoji, keycaps and flags included; Extended_Pictographic would
// also flag ™ © ®, which the spec allows. The v flag needs ES2024, hence the constructor. V8 runs this
// property of strings as an alternation of thousands of sequences, tens of microseconds per text, so it
// is the last resort: plain u-flag classes decide nearly every text and give the same answer
// (keywordFastPaths.test.ts checks every code point, alone and with U+FE0F, against it).
const RGI_EMOJI_HERE = new RegExp('\\p{RGI_Emoji}', 'vy');
// ™ © ® may be typed with the emoji variation selector; they stay allowed either way.
const ALLOWED_SIGNS = /[\u2122\u00A9\u00AE]\uFE0F?/gu;

// Every emoji sequence holds a code point above ASCII (a keycap is '#' + U+FE0F + U+20E3), so a
// plain-ASCII text (printable, tabs and line breaks: most of what publishers type) needs no Unicode property scan.
// Each of these is an RGI emoji by itself: a code point drawn as emoji by default, or an emoji code point
// asking for emoji presentation (U+FE0F). Face, heart, skin tones, ZWJ families and tag flags all hold one.
// Regional indicators are left out (only valid pairs are flags), and so are '#', '*' and digits.
const EMOJI_ITSELF = /(?![#*0-9\u{1F1E6}-\u{1F1FF}])(?:\p{Emoji_Presentation}|\p{Emoji}\uFE0F)/u;
const KEYCAP = /[#*0-9]\uFE0F\u20E3/;
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/gu;

/** True when the text contains an emoji (™ © ® are not counted). */
export function hasEmoji(text: string): boolean {
  if (isPlainAscii(text)) return false;
  const rest = text.replace(ALLOWED_SIGNS, '');
  if (EMOJI_ITSELF.test(rest) || KEYCAP.test(rest)) return true;
  // What is left is a flag: a pair of regional indicators RGI lists as a region ('🇫🇷', not '🇦🇦').
  REGIONAL_INDICATOR.lastIndex = 0;
  for (let at = REGIONAL_INDICATOR.exec(rest); at; at = REGIONAL_INDICATOR.exec(rest)) {
    RGI_EMOJI_HERE.lastIndex = at.index;
    if (RGI_EMOJI_HERE.test(rest)) return true;
  }
  return false;
}

/** `noEmoji: true` on a string: 'Please do not use emojis'. */
export const noEmoji = {
  keyword: 'noEmoji',
  type: 'string',
  schemaType: 'boolean',
  check: hasEmoji,
  checkName: 'hasEmoji',
} satisfies PredicateKeywordSpec;
