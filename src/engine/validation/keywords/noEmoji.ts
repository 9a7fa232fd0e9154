import type { PredicateKeywordSpec } from './keywordSpec';

// RGI_Emoji (v flag) matches what renders as emoji, keycaps and flags included; Extended_Pictographic
// would also flag ™ © ®, which the spec allows. The v flag needs ES2024, hence the constructor.
const EMOJI = new RegExp('\\p{RGI_Emoji}', 'v');
// ™ © ® may be typed with the emoji variation selector; they stay allowed either way.
const ALLOWED_SIGNS = /[\u2122\u00A9\u00AE]\uFE0F?/gu;

// Every emoji sequence holds a code point above ASCII (a keycap is '#' + U+FE0F + U+20E3), so a
// plain-ASCII text (printable, tabs and line breaks: most of what publishers type) needs no Unicode property scan.
const NON_ASCII = /[^ -~\t\n\r]/;

/** True when the text contains an emoji (™ © ® are not counted). */
export function hasEmoji(text: string): boolean {
  if (!NON_ASCII.test(text)) return false;
  return EMOJI.test(text.replace(ALLOWED_SIGNS, ''));
}

/** `noEmoji: true` on a string: 'Please do not use emojis'. */
export const noEmoji = {
  keyword: 'noEmoji',
  type: 'string',
  schemaType: 'boolean',
  check: hasEmoji,
  checkName: 'hasEmoji',
} satisfies PredicateKeywordSpec;
