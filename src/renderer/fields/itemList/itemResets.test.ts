import { describe, expect, it } from 'vitest';
import { applyItemResets, itemResetsOf } from './itemResets';

const resets = itemResetsOf([{ when: 'kind', field: 'seats', to: { SMALL: 1, LARGE: 2 } }, { nonsense: true }]);

describe('item resets', () => {
  it('reads only well-formed entries', () => {
    expect(resets).toEqual([{ when: 'kind', field: 'seats', to: { SMALL: 1, LARGE: 2 } }]);
  });

  it('sets the field when the watched field changes to a listed value', () => {
    expect(applyItemResets({ kind: 'SMALL', seats: 1 }, { kind: 'LARGE', seats: 1 }, resets)).toEqual({ kind: 'LARGE', seats: 2 });
    expect(applyItemResets({}, { kind: 'SMALL' }, resets)).toEqual({ kind: 'SMALL', seats: 1 });
  });

  it('leaves the field alone when the watched field did not change or names no value', () => {
    expect(applyItemResets({ kind: 'LARGE', seats: 2 }, { kind: 'LARGE', seats: 6 }, resets)).toEqual({ kind: 'LARGE', seats: 6 });
    expect(applyItemResets({ kind: 'LARGE' }, { kind: 'OTHER', seats: 6 }, resets)).toEqual({ kind: 'OTHER', seats: 6 });
  });
});
