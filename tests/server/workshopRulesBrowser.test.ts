import { describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { KINDS, VALID, WORKSHOP_RULES, rowData, type Kind } from './workshopRuleTable';

// The browser's side of the shared table: the compiled validators the workshop form runs (the same ones
// the accordion machine calls on Finish), with the kind fixed as the form holds it.
// Compiling the wizard on a machine shared with other test runs takes a while.
vi.setConfig({ testTimeout: 30_000 });
const source = loadSchemasFromDisk(process.cwd(), ['schemas']);
const wizards = new Map<Kind, ReturnType<typeof compileWizard>>();
const wizardFor = (kind: Kind) => {
  if (!wizards.has(kind)) wizards.set(kind, compileWizard(source, 'workshop', { variant: kind, mode: 'create' }));
  return wizards.get(kind)!;
};

describe('the workshop form refuses every spec 3 §5 rule with its exact message (same table as the server)', () => {
  it.each(WORKSHOP_RULES.map((row) => [row.rule, row] as const))('%s', (_name, row) => {
    const wizard = wizardFor(row.kind);
    const errors = wizard.validateStep(row.step, { ...rowData(row), type: row.kind });
    expect(errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: row.message }));
  });

  it.each(Object.keys(KINDS) as Kind[])('accepts the valid data of every section %s shows', (kind) => {
    const wizard = wizardFor(kind);
    for (const step of wizard.steps) expect([step.key, wizard.validateStep(step.key, { ...VALID[step.key], type: kind })]).toEqual([step.key, []]);
  });

  it('numbers the sections per kind as spec 3 §2 lists them', () => {
    const titles = (kind: Kind) => wizardFor(kind).steps.map((s) => s.title);
    expect(titles('WORKSHOP')).toEqual(['Workshop info', 'Time and Date', 'Price', 'Topics', 'Links', 'Videos and Images', 'Video Lessons']);
    expect(titles('WORKSHOP_RECORDING')).toEqual(['Workshop info', 'Price', 'Topics', 'Links', 'Videos and Images', 'Video Lessons']);
    expect(titles('B2B_WORKSHOP_PROMO')).toEqual(['Workshop info', 'Duration', 'Price', 'Topics', 'Videos and Images']);
  });

  it('offers Promotion Codes only when editing, and never for a promo', () => {
    const edit = (kind: Kind) => compileWizard(source, 'workshop', { variant: kind, mode: 'edit' }).steps.map((s) => s.title);
    expect(edit('WORKSHOP').at(-1)).toBe('Promotion Codes');
    expect(edit('WORKSHOP_RECORDING').at(-1)).toBe('Promotion Codes');
    expect(edit('B2B_WORKSHOP_PROMO')).not.toContain('Promotion Codes');
  });

  it('a recording needs no meeting link; a promo gets no image rule from a workshop', () => {
    expect(wizardFor('WORKSHOP_RECORDING').validateStep('links', { type: 'WORKSHOP_RECORDING' })).toEqual([]);
    expect(wizardFor('WORKSHOP').validateStep('media', { type: 'WORKSHOP' })).toEqual([]);
  });
});
