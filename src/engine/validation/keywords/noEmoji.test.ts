import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const rule = commonRef('text', 'noEmoji');
const message = 'Please do not use emojis';

describe('noEmoji', () => {
  it.each([
    ['plain text', 'Morning calm'],
    ['trademark sign', 'Calm™ breathing'],
    ['copyright and registered signs', 'Music © 2024 Calm®'],
    ['trademark with the emoji selector', 'Calm™️'],
    ['accented letters and punctuation', 'Méditation — à la plage!'],
    ['digits', '10 minutes'],
    ['empty text', ''],
  ])('accepts %s', (_name, text) => {
    expect(errorsFor(rule, text)).toEqual([]);
  });

  it.each([
    ['a face', 'Relax 😀'],
    ['a heart with selector', 'Love ❤️'],
    ['a keycap', 'Step 1️⃣'],
    ['a flag', 'Made in 🇫🇷'],
    ['a skin-tone sequence', 'Wave 👋🏽'],
    ['a ZWJ family', 'Family 👨‍👩‍👧'],
  ])('rejects %s with the spec message', (_name, text) => {
    expect(errorsFor(rule, text)).toEqual([{ pointer: '/field', message, keyword: 'noEmoji' }]);
  });

  it('applies to strings only', () => {
    expect(errorsFor({ type: ['string', 'number'], noEmoji: true, errorMessage: { noEmoji: message } }, 5)).toEqual([]);
  });
});
