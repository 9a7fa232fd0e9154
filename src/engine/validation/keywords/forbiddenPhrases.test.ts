import { describe, expect, it } from 'vitest';
import { errorsFor } from '../testing/keywordHarness';

// Spec 1 §5 Track: the title must not contain the phrase 'guided meditation'. The spec gives no
// message, so the schema's wording is the one under test.
const message = "Title must not contain the phrase 'guided meditation'";
const rule = { type: 'string', forbiddenPhrases: ['guided meditation'], errorMessage: { forbiddenPhrases: message } };

describe('forbiddenPhrases', () => {
  it.each(['Morning calm', 'A guided walk', 'Meditation, guided', 'guidedmeditation'])('accepts %j', (text) => {
    expect(errorsFor(rule, text)).toEqual([]);
  });

  it.each(['Guided Meditation for sleep', 'my GUIDED MEDITATION', 'a guided   meditation', 'guided\tmeditation'])(
    'rejects %j with the schema message',
    (text) => {
      expect(errorsFor(rule, text)).toEqual([{ pointer: '/field', message, keyword: 'forbiddenPhrases' }]);
    },
  );

  it('checks every listed phrase', () => {
    const two = { ...rule, forbiddenPhrases: ['guided meditation', 'free download'] };
    expect(errorsFor(two, 'Free  Download now')).toHaveLength(1);
  });
});
