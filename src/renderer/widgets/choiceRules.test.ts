import { describe, expect, it } from 'vitest';
import { applyChoiceClick, type ChoiceRules } from './choiceRules';

const SOLO_OFF = "Solo-friendly has been deselected as it's not compatible with pair-only retreats.";
const SOLO_REFUSED = 'Solo-friendly cannot be selected for pair-only retreats.';
const rules: ChoiceRules = {
  deselects: [
    { when: ['open_to_all'], removes: ['women', 'couples'] },
    { when: ['couples'], removes: ['open_to_all', 'women', 'solo'], notice: SOLO_OFF },
  ],
  refuses: [{ when: ['solo'], while: ['couples'], notice: SOLO_REFUSED }],
};

describe('applyChoiceClick', () => {
  it('adds a choice at the end and removes a chosen one', () => {
    expect(applyChoiceClick(['family'], 'women', rules)).toEqual({ next: ['family', 'women'], notice: null });
    expect(applyChoiceClick(['family', 'women'], 'women', rules)).toEqual({ next: ['family'], notice: null });
  });

  it('removes what a choice excludes, without a notice when the rule has none', () => {
    expect(applyChoiceClick(['women', 'family'], 'open_to_all', rules)).toEqual({ next: ['family', 'open_to_all'], notice: null });
  });

  it('gives the rule’s notice only when it removed something', () => {
    expect(applyChoiceClick(['solo', 'family'], 'couples', rules)).toEqual({ next: ['family', 'couples'], notice: SOLO_OFF });
    expect(applyChoiceClick(['family'], 'couples', rules)).toEqual({ next: ['family', 'couples'], notice: null });
  });

  it('refuses a choice while an excluding one is chosen, with its notice', () => {
    expect(applyChoiceClick(['couples'], 'solo', rules)).toEqual({ next: ['couples'], notice: SOLO_REFUSED });
  });
});
