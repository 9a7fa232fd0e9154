import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColor } from './avatarColor';

describe('avatar colour (spec 1 §9: a five-colour palette)', () => {
  it('picks one of five colours, the same for the same name, and spreads names over the palette', () => {
    expect(AVATAR_PALETTE).toHaveLength(5);
    expect(avatarColor('Maya Lin')).toBe(avatarColor('Maya Lin'));
    const used = new Set(['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea'].map(avatarColor));
    expect(used.size).toBeGreaterThan(2);
    for (const colour of used) expect(AVATAR_PALETTE).toContain(colour);
  });
});
