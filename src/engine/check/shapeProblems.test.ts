import { describe, expect, it } from 'vitest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { manifestProblems } from './manifestProblems';
import type { WizardManifest } from '../manifest';
import { shapeProblems } from './shapeProblems';

const source = loadSchemasFromDisk(process.cwd(), ['schemas', 'tests/fixtures/wizards']);
const FILE = 'tests/fixtures/wizards/shapes/wizard.json';

type EditableManifest = WizardManifest & { variants: NonNullable<WizardManifest['variants']>; variantSource: NonNullable<WizardManifest['variantSource']> };
const edited = (change: (manifest: EditableManifest) => void) => {
  const manifest = structuredClone(source[FILE]) as EditableManifest;
  change(manifest);
  return { ...source, [FILE]: manifest };
};

describe('shapeProblems', () => {
  it('finds nothing wrong in the shapes fixture', () => {
    expect(shapeProblems(source)).toEqual([]);
    expect(manifestProblems(source).filter((p) => p.file === FILE)).toEqual([]);
  });

  it('locates variants that name missing steps, a default that is no variant, and a shared route value', () => {
    const problems = shapeProblems(
      edited((m) => {
        m.variants.FREE!.hideSteps = ['nope'];
        m.variants.PREMIUM!.stepTitles = { gone: 'Gone' };
        m.variants.PREMIUM!.routeValue = 'free';
        m.variantSource.default = 'GOLD';
      }),
    );
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/variantSource/default: "GOLD" is not one of the variants',
      '/variants/FREE/hideSteps: no step "nope" to hide',
      '/variants/PREMIUM/stepTitles/gone: no step "gone" to rename',
      '/variants/PREMIUM/routeValue: route value "free" also selects "FREE"',
    ]);
  });

  it('refuses a step mode the wizard lacks and a completeness schema that does not exist', () => {
    const problems = shapeProblems(
      edited((m) => {
        m.modes = ['create', 'edit'];
        m.steps[3]!.complete = './steps/missing.complete.schema.json';
      }),
    );
    expect(problems.map((p) => p.pointer)).toEqual(['/steps/3/complete', '/steps/5/modes']);
  });

  it('requires a read field to be owned by another step', () => {
    const problems = manifestProblems(edited((m) => (m.steps[2]!.reads = ['content_type', 'nobody_owns_this'])));
    expect(problems).toEqual([{ file: FILE, pointer: '/steps/2/reads', message: 'no step owns "nobody_owns_this"' }]);
  });
});
