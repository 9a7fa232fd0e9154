import type { SnapshotFrom } from 'xstate';
import type { AccordionEvent, AccordionInput, AccordionMachine } from '../../machines/accordionWizardMachine';
import { pickFields } from '../../machines/wizardRules';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import type { WalkOptions } from './coveringPaths';
import type { StepSamples } from './wizardWalk';

/** Messages the I/O outcome events carry in the model (the UI run makes its I/O fail with them). */
export const ACCORDION_SAVE_FAILED = 'The workshop could not be saved';
export const ACCORDION_DELETE_FAILED = 'The workshop could not be deleted';

/**
 * How to walk an accordion machine: a valid and an invalid change per sampled section, a toggle per
 * section, the I/O outcomes; the context folded to what the guards read (each section's validity and
 * whether its fields differ from the saved ones, errors shown, a failure kept).
 */
export function accordionWalk(wizard: CompiledWizard, samples: StepSamples, input: AccordionInput): WalkOptions<AccordionMachine> {
  const sections = wizard.steps.filter((step) => !step.review);
  return {
    input,
    events: (): AccordionEvent[] => [
      ...Object.values(samples).flatMap((sample) => [sample.valid, sample.invalid].map((data) => ({ type: 'form.change' as const, data }))),
      ...sections.map((section) => ({ type: 'section.toggle' as const, key: section.key })),
      { type: 'save.done', itemId: 'workshop-1' },
      { type: 'save.failed', message: ACCORDION_SAVE_FAILED },
      { type: 'delete.failed', message: ACCORDION_DELETE_FAILED },
    ],
    abstractContext: ({ context }: SnapshotFrom<AccordionMachine>) => ({
      sections: sections.map((section) => {
        const fields = section.fields;
        const same = JSON.stringify(pickFields(context.data, fields)) === JSON.stringify(pickFields(context.saved, fields));
        return `${wizard.validateStep(section.key, context.data).length === 0 ? 'v' : 'x'}${same ? '=' : '~'}`;
      }),
      errorsShown: context.errorsShown,
      failed: context.lastError !== null,
    }),
  };
}

/** The sections fixture's samples: a title typed into Workshop info, a price into Price. */
export const sectionSamples: StepSamples = {
  info: { valid: { title: 'Breathing for busy people' }, invalid: { title: 'Hi' } },
  price: { valid: { price: 25 }, invalid: { price: 0 } },
};

/** Data that makes every other section of the fixture valid, so Finish can succeed. */
export const sectionPreset = { duration_in_mins: 60 };
