import { describe, expect, it } from 'vitest';
import { findManifest } from './findManifest';
import { loadSchemasFromDisk } from './loadSchemasFromDisk';
import { chooseVariant, resolveManifest } from './resolveManifest';

const { manifest } = findManifest(loadSchemasFromDisk(process.cwd(), ['schemas', 'tests/fixtures/wizards']), 'shapes');
const keys = (shape: Parameters<typeof resolveManifest>[1]) => resolveManifest(manifest, shape).steps.map((step) => step.key);

describe('resolveManifest', () => {
  it('hides the steps a variant hides and the steps a mode does not offer', () => {
    expect(keys({ variant: 'FREE', mode: 'create' })).toEqual(['intro', 'details', 'categorize', 'meals', 'review']);
    expect(keys({ variant: 'PREMIUM', mode: 'create' })).toEqual(['intro', 'details', 'categorize', 'meals', 'pricing', 'review']);
    expect(keys({ variant: 'PREMIUM', mode: 'edit' })).toEqual(['intro', 'details', 'categorize', 'meals', 'pricing', 'codes', 'review']);
  });

  it("renames steps and picks the variant's heading, then the wizard's, per mode", () => {
    const premium = resolveManifest(manifest, { variant: 'PREMIUM', mode: 'edit' });
    expect(premium.steps.find((step) => step.key === 'details')?.title).toBe('Premium details');
    expect(premium.heading).toBe('Edit your shapes item');
    expect(resolveManifest(manifest, { variant: 'FREE', mode: 'create' }).heading).toBe('Upload a free item');
    expect(resolveManifest(manifest, { variant: 'FREE', mode: 'view' }).heading).toBe('Your shapes item');
  });

  it('carries the fixed values of the variant, and the default variant when none is named', () => {
    expect(resolveManifest(manifest, { variant: 'PREMIUM' }).fixedValues).toEqual({ kind: 'PREMIUM', is_premium: true });
    expect(resolveManifest(manifest).variant).toBe('FREE');
  });

  it('refuses an unknown variant and a mode the wizard does not offer', () => {
    expect(() => resolveManifest(manifest, { variant: 'GOLD' })).toThrow('has no variant "GOLD"');
    expect(() => resolveManifest({ ...manifest, modes: ['create', 'edit'] }, { mode: 'view' })).toThrow('has no view mode');
  });

  it('chooses the variant by the stored item when editing, by the route when creating, else the default', () => {
    expect(chooseVariant(manifest, { item: { kind: 'PREMIUM' }, routeValue: 'free' })).toBe('PREMIUM');
    expect(chooseVariant(manifest, { routeValue: 'premium' })).toBe('PREMIUM');
    expect(chooseVariant(manifest, { routeValue: 'unknown' })).toBe('FREE');
    expect(chooseVariant({ ...manifest, variants: undefined, variantSource: undefined }, { routeValue: 'premium' })).toBeUndefined();
  });
});
