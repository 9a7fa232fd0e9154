import { describe, expect, it } from 'vitest';
import { compileWizard } from './compileWizard';
import { loadSchemasFromDisk } from './loadSchemasFromDisk';
import { precompiledValidatorsCode } from './validation/precompiledValidatorsCode';
import { withoutMessageKeys } from './validation/testing/withoutMessageKeys';

const source = loadSchemasFromDisk(process.cwd(), ['schemas', 'tests/fixtures/wizards']);
const premium = compileWizard(source, 'shapes', { variant: 'PREMIUM', mode: 'edit' });

describe('a compiled wizard of one variant and mode', () => {
  it('validates a step with the fields it reads from other steps, but owns only its own', () => {
    expect(premium.stepFields('categorize')).toEqual(['genre']);
    expect(withoutMessageKeys(premium.validateStep('categorize', { content_type: 'MUSIC' }))).toEqual([{ pointer: '/genre', message: 'Please select a genre', keyword: 'required' }]);
    expect(premium.validateStep('categorize', { content_type: 'TALK' })).toEqual([]);
  });

  it('tells completeness apart from validity', () => {
    expect(premium.validateStep('meals', { meals: ['lunch'] })).toEqual([]);
    expect(premium.isStepComplete('meals', { meals: ['lunch'] })).toBe(false);
    expect(premium.isStepComplete('meals', { meals: ['lunch'], meal_description: 'Vegetarian lunch' })).toBe(true);
    expect(premium.isStepComplete('meals', { meals: ['none'] })).toBe(true);
    // A step without a completeness schema is complete when valid.
    expect(premium.isStepComplete('pricing', {})).toBe(false);
    expect(premium.isStepComplete('pricing', { price: 9 })).toBe(true);
  });

  it('validates review-step fields and the submit schema over the whole item', () => {
    expect(withoutMessageKeys(premium.validateStep('review', {}))).toEqual([
      { pointer: '/agreed', message: 'Please check the box to confirm that you agree with the statement.', keyword: 'required' },
    ]);
    expect(withoutMessageKeys(premium.validateSubmit({ content_type: 'MUSIC', copyright: 'NO_COPYRIGHT' }))).toEqual([
      { pointer: '/copyright', message: 'You must not upload music-only tracks that are royalty or copyright-free.', keyword: 'not' },
    ]);
    expect(premium.validateSubmit({ content_type: 'TALK', copyright: 'NO_COPYRIGHT' })).toEqual([]);
  });

  it('states its shape: steps, read-only in view mode, flags, dialogs, actions, outcomes', () => {
    expect(premium.steps.find((step) => step.key === 'intro')).toMatchObject({ alwaysValidated: true, readOnly: false });
    expect(premium.steps.find((step) => step.key === 'meals')).toMatchObject({ hasCompleteness: true, optional: true });
    expect(compileWizard(source, 'shapes', { mode: 'view' }).steps.every((step) => step.readOnly)).toBe(true);
    expect(premium.dialogs.unsavedChanges).toEqual({ title: 'Leave this page?', message: 'Your changes on this step are not saved.', keep: 'Stay here', discard: 'Leave anyway' });
    expect(premium.actions.delete?.statuses).toEqual(['PENDING', null]);
    expect(premium.outcomes).toEqual([{ name: 'onlyFieldsChanged', when: { fields: ['genre'], statuses: ['PUBLISHED'] }, call: 'approveGenre', to: '/shapes' }]);
    expect(premium.fixedValues).toEqual({ kind: 'PREMIUM', is_premium: true });
    // A wizard that states no dialog texts gets the spec's unsaved-changes wording.
    expect(compileWizard(source, 'fixture').dialogs.unsavedChanges.title).toBe('There are unsaved changes, do you wish to discard them?');
  });

  it('precompiles the completeness and submit schemas under the keys the assembler asks for', () => {
    const code = precompiledValidatorsCode(source, 'runtime', ['shapes']);
    expect(code).toContain('"meals.complete":');
    expect(code).toContain('"review.submit":');
    expect(code).toContain('"review":');
  });
});
