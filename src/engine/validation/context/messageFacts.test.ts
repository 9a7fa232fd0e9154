import { describe, expect, it } from 'vitest';
import { messagesFor } from '../testing/keywordHarness';

// Retreat accommodation (spec 2): the cap message names the platform, a fact of the context.
const options = {
  type: 'object',
  properties: {
    size: { type: 'number' },
    rooms: {
      type: 'array',
      items: { type: 'object', properties: { count: { type: 'number' }, occupancy: { type: 'number' } } },
      sumAtMost: { multiply: ['count', 'occupancy'], sibling: 'size' },
      errorMessage: { sumAtMost: 'Total occupancy allocated to {provider} cannot exceed overall retreat size' },
    },
  },
};
const tooMany = { size: 4, rooms: [{ count: 3, occupancy: 2 }] };

describe('message facts', () => {
  it('fills {provider} from the context facts', () => {
    expect(messagesFor(options, tooMany, {}, { facts: { provider: 'Calm Place' } })).toEqual([
      'Total occupancy allocated to Calm Place cannot exceed overall retreat size',
    ]);
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(messagesFor(options, tooMany, {}, {})).toEqual(['Total occupancy allocated to {provider} cannot exceed overall retreat size']);
  });
});
