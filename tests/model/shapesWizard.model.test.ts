import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { buildWizardMachineInput } from '../../src/engine/buildWizardMachineInput';
import { compileWizard } from '../../src/engine/compileWizard';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';
import { assertFullCoverage } from './coverage';
import { walkPureMachine } from './coveringPaths';
import { fixtureSource } from './fixtureWizard';
import { wizardWalk, type StepSamples } from './wizardWalk';

// The steps layout with every manifest shape: variants, an edit-only step, a cross-step rule, a
// completeness schema, an always-validated step, review-step fields and a submit schema.
const source = fixtureSource();
const samples: StepSamples = {
  details: { valid: { title: 'Calm music', content_type: 'MUSIC', copyright: 'AUTHORISED' }, invalid: { title: 'x' } },
  categorize: { valid: { genre: 'AMBIENT' }, invalid: { genre: 'ROCK' } },
  meals: { valid: { meals: ['none'] }, invalid: { meals: ['none', 'lunch'] } },
  pricing: { valid: { price: 9 }, invalid: { price: 0 } },
  codes: { valid: { codes: ['SPRING'] }, invalid: { codes: ['X'] } },
  review: { valid: { agreed: true }, invalid: { agreed: false } },
};

const published = { title: 'Calm music', content_type: 'MUSIC', copyright: 'AUTHORISED', genre: 'CLASSICAL', meals: ['none'], price: 5, agreed: true };

const shapes = [
  { name: 'wizardMachine (shapes FREE create, pure)', variant: 'FREE', mode: 'create' as const },
  { name: 'wizardMachine (shapes PREMIUM edit, pure)', variant: 'PREMIUM', mode: 'edit' as const },
];

describe('a steps wizard built from every manifest shape', () => {
  for (const { name, variant, mode } of shapes) {
    it(`reaches every declared transition: ${name}`, () => {
      const wizard = compileWizard(source, 'shapes', { variant, mode });
      const machine = buildWizardMachine(wizard);
      // A declared transition no path takes shows as missing in the coverage gate below.
      walkPureMachine(name, machine, wizardWalk(wizard, samples, { mode, data: {} }));
      // A published item whose only change is its genre ends in the named outcome instead of a save.
      walkPureMachine(name, machine, wizardWalk(wizard, samples, { mode, status: 'PUBLISHED', data: published, saved: published, validated: ['intro', 'details'], startStep: 'categorize' }));
      // Step-bar jumps mark the steps they pass as validated, so the PREMIUM edit walk has about 20,000
      // abstract states: about 30 s on two loaded cores since coveringPaths drops prefix paths in one pass.
    }, 120_000);
  }

  it('starts with the information step validated, and in edit mode the complete steps too', () => {
    const wizard = compileWizard(source, 'shapes', { variant: 'PREMIUM', mode: 'edit' });
    const item = { id: 's-1', data: { title: 'Calm music', content_type: 'TALK', copyright: 'AUTHORISED', meals: ['lunch'], price: 5 } };
    const input = buildWizardMachineInput(wizard, item);
    // Meals holds valid data but is not complete (no 'none', no description): not pre-marked.
    // Categorize holds no data of its own (a TALK needs no genre): not pre-marked either.
    expect(input.validated).toEqual(['intro', 'details', 'pricing']);
    const withDescription = buildWizardMachineInput(wizard, { ...item, data: { ...item.data, meal_description: 'Vegetarian lunch' } });
    expect(withDescription.validated).toContain('meals');
    const actor = createActor(buildWizardMachine(compileWizard(source, 'shapes', { variant: 'FREE', mode: 'create' })), { input: { mode: 'create' } }).start();
    expect(actor.getSnapshot().context.validated).toEqual(['intro']);
    actor.stop();
  });

  it('judges a step by a field another step owns, and refuses a submit the submit schema refuses, on the review step', () => {
    const wizard = compileWizard(source, 'shapes', { variant: 'FREE', mode: 'create' });
    const actor = createActor(buildWizardMachine(wizard), {
      input: { mode: 'create', data: { title: 'Calm music', content_type: 'MUSIC', copyright: 'NO_COPYRIGHT' }, validated: ['intro', 'details'], startStep: 'categorize' },
    }).start();
    actor.send({ type: 'step.next' });
    expect(withoutMessageKeys(actor.getSnapshot().context.fieldErrors)).toEqual([{ pointer: '/genre', message: 'Please select a genre', keyword: 'required' }]);
    actor.send({ type: 'form.change', data: { genre: 'AMBIENT' } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'save.done', itemId: 's-1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'save.done' });
    expect(actor.getSnapshot().context.current).toBe('review');
    actor.send({ type: 'form.change', data: { agreed: true } });
    actor.send({ type: 'submit.request' });
    expect(actor.getSnapshot().value).toEqual({ editing: { review: 'idle' } });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.message)).toEqual([
      'You must not upload music-only tracks that are royalty or copyright-free.',
    ]);
    actor.stop();
  });
});

afterAll(() => assertFullCoverage(shapes.map((s) => s.name)));
