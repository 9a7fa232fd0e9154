import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const rule = commonRef('text', 'notAllUppercase');
const message = 'Text should not be all in uppercase';

describe('notAllUppercase', () => {
  it.each(['Morning calm', 'Yoga for NASA engineers', 'calm', '2024', '', 'Éveil'])('accepts %j', (text) => {
    expect(errorsFor(rule, text)).toEqual([]);
  });

  it.each(['MORNING CALM', 'CALM 2024!', 'ÉVEIL', 'A'])('rejects %j with the spec message', (text) => {
    expect(errorsFor(rule, text)).toEqual([{ pointer: '/field', message, keyword: 'notAllUppercase' }]);
  });
});
