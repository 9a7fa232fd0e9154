import type { SnapshotFrom } from 'xstate';
import type { WizardEvent, WizardInput, WizardMachine } from '../../machines/wizardMachine';
import { pickFields } from '../../machines/wizardRules';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import type { WalkOptions } from './coveringPaths';

/** Per editable step: a change that makes the step valid and one that makes it invalid. */
export type StepSamples = Record<string, { valid: Record<string, unknown>; invalid: Record<string, unknown> }>;

/** Messages the I/O outcome events carry in the model (the UI test makes its I/O fail with them). */
export const SAVE_FAILED = 'Error occurred while saving';
export const SUBMIT_FAILED = 'Some error occurred while publishing your course';
export const CREATED_ID = 'item-1';
export const DELETE_FAILED = 'The item could not be deleted';
export const OUTCOME_FAILED = 'The call could not be made';

/**
 * How to walk a wizard's machine: payload cases per event, and a finite key for the context made of
 * exactly what the guards read (validity and dirtiness per step, validated steps, the pending target).
 */
export function wizardWalk(wizard: CompiledWizard, samples: StepSamples, input: WizardInput): WalkOptions<WizardMachine> {
  const stepKeys = wizard.steps.map((s) => s.key);
  // The graph search folds hundreds of thousands of snapshots, but their data and saved objects are few
  // (only form.change and save.done make new ones): each step's validity and sameness is worked out once
  // per object pair, not once per snapshot.
  const folded = new WeakMap<object, WeakMap<object, string[]>>();
  const stepsOf = (data: Record<string, unknown>, saved: Record<string, unknown>): string[] => {
    let bySaved = folded.get(data);
    if (!bySaved) folded.set(data, (bySaved = new WeakMap()));
    let steps = bySaved.get(saved);
    if (!steps) {
      steps = wizard.steps.map((step) => {
        const fields = wizard.stepFields(step.key);
        const same = JSON.stringify(pickFields(data, fields)) === JSON.stringify(pickFields(saved, fields));
        return `${wizard.validateStep(step.key, data).length === 0 ? 'v' : 'x'}${same ? '=' : '~'}`;
      });
      bySaved.set(saved, steps);
    }
    return steps;
  };
  return {
    input,
    events: (snapshot: SnapshotFrom<WizardMachine>): WizardEvent[] => {
      const sample = samples[snapshot.context.current];
      return [
        ...(sample ? [sample.valid, sample.invalid].map((data) => ({ type: 'form.change' as const, data })) : []),
        ...stepKeys.map((to) => ({ type: 'step.jump' as const, to })),
        { type: 'save.done', itemId: CREATED_ID },
        { type: 'save.failed', message: SAVE_FAILED },
        { type: 'submit.failed', message: SUBMIT_FAILED },
        { type: 'delete.failed', message: DELETE_FAILED },
        { type: 'outcome.failed', message: OUTCOME_FAILED },
      ];
    },
    abstractContext: ({ context }: SnapshotFrom<WizardMachine>) => ({
      steps: stepsOf(context.data, context.saved),
      validated: [...context.validated].sort(),
      dirty: context.dirty,
      target: context.target,
      errorsShown: context.errorsShown,
      failed: context.lastError !== null,
      created: context.itemId !== null,
    }),
  };
}

/** The fixture wizard's samples: text typed into Title, a tag into Hashtags, a number into Retreat size. */
export const fixtureSamples: StepSamples = {
  details: { valid: { title: 'Morning calm practice' }, invalid: { title: 'Short' } },
  media: { valid: { hashtags: ['calm'] }, invalid: { hashtags: ['two words'] } },
  rooms: { valid: { maximum_number_of_attendees: 10 }, invalid: { maximum_number_of_attendees: 500 } },
};
