import { describe, expect, it } from 'vitest';
import { randomId } from './randomId';

describe('randomId (spec 1 §9: random id length 15)', () => {
  it('gives 15 letters and digits by default, different each time', () => {
    const ids = Array.from({ length: 50 }, () => randomId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(new Set(ids).size).toBe(50);
    expect(randomId(6)).toHaveLength(6);
  });
});
