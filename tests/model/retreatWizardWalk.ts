import { localCalendarDate } from '../../machines/libraryItemStatus';
import type { SnapshotFrom } from 'xstate';
import type { WizardInput, WizardMachine } from '../../machines/wizardMachine';
import { buildWizardMachineInput } from '../../src/engine/buildWizardMachineInput';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { VALID } from '../server/retreatRuleTable';
import type { WalkOptions } from './coveringPaths';
import { wizardWalk, type StepSamples } from './wizardWalk';

/** The retreat wizard as the browser compiles it (create or edit, or the read-only view). */
export function retreatWizard(mode: 'create' | 'edit' | 'view' = 'create'): CompiledWizard {
  return compileWizard(loadSchemasFromDisk(), 'retreat', { mode });
}

/** The whole valid retreat of the shared rule table, review box unticked. */
export const RETREAT_PRESET: Record<string, unknown> = { ...Object.assign({}, ...Object.values(VALID)), permission_granted: undefined };

/** What every check reads besides the data: today in UTC, a DRAFT, a publisher. */
export const RETREAT_VALIDATION = { today: localCalendarDate(new Date()), timeZone: 'UTC', status: 'DRAFT', role: 'publisher' as const };

/**
 * Per step a change a user makes that keeps the step valid and one that breaks it, each a field the
 * UI executor can set (a text typed, a box ticked or cleared, a choice clicked).
 */
export const retreatSamples: StepSamples = {
  'terms-and-conditions': { valid: { terms_and_conditions_accepted_at: '2026-11-24T09:00:00.000Z' }, invalid: { terms_and_conditions_accepted_at: undefined } },
  'submission-requirements': { valid: { retreat_submission_requirements: ['FULLY_IN_PERSON_EXPERIENCE', 'NO_ILLEGAL_SUBSTANCES'] }, invalid: { retreat_submission_requirements: ['FULLY_IN_PERSON_EXPERIENCE'] } },
  info: { valid: { title: 'Silent Forest Retreat, renamed' }, invalid: { title: undefined } },
  details: { valid: { details: 'Seven days of silence and forest walks.' }, invalid: { details: 'Too short' } },
  'venue-and-accommodation': { valid: { maximum_number_of_attendees: 14 }, invalid: { maximum_number_of_attendees: 201 } },
  meal: { valid: { meal_description: 'Vegetarian meals from the garden.' }, invalid: { meal_description: undefined } },
  schedule: { valid: { general_schedule: 'Morning practice, a walk, evening meditation.' }, invalid: { general_schedule: undefined } },
  inclusions: { valid: { exclusions: [{ value: 'Flights' }, { value: 'Travel insurance' }] }, invalid: { inclusions: [{ value: 'Six nights' }, { value: '' }] } },
  testimonials: { valid: { testimonials: [] }, invalid: { testimonials: [{ participant: 'Maria', country: 'Spain', testimonial: 'x'.repeat(2001) }] } },
  'photos-and-videos': { valid: { additional_images: [] }, invalid: { hero_image_url: undefined } },
  'payment-policy': { valid: { balance_due_days: 60 }, invalid: { first_payment_due_in_days: undefined } },
  faqs: { valid: { faqs: [] }, invalid: { faqs: [{ question: 'Directions?', answer: 'See https://example.org' }] } },
  'review-and-submit': { valid: { permission_granted: true }, invalid: { permission_granted: false } },
};

export const createInput = (): WizardInput => ({ mode: 'create', data: { ...RETREAT_PRESET }, validation: RETREAT_VALIDATION });

/** A saved retreat opened for editing: every step it completes pre-marked, as the page starts it. */
export const editInput = (wizard: CompiledWizard): WizardInput => buildWizardMachineInput(wizard, { id: 'r1', data: { ...RETREAT_PRESET } }, RETREAT_VALIDATION);

/**
 * The walk of the retreat wizard: the kit's events, folded by what the guards read at the current
 * step only (its validity, unsaved changes, the submit rule, the pending target). The kit's fold keeps
 * every step's state and the validated set, which for 13 steps is more states than the graph can list;
 * this fold keeps the graph small, and the replay of each path on the real machine reports the
 * transitions it really takes (the coverage is measured on those, not on the fold).
 */
export function retreatWalk(wizard: CompiledWizard, input: WizardInput, samples: StepSamples = retreatSamples): WalkOptions<WizardMachine> {
  const base = wizardWalk(wizard, samples, input);
  // The submit rule (spec 2 §2: 10 validated steps, optional ones not counted), as the manifest states it.
  const rule = wizard.manifest.submit.requiresValidated;
  const counted = wizard.manifest.steps.filter((s) => !s.review && !s.optional).map((s) => s.key);
  const atLeast = rule === 'allRequired' ? counted.length : rule.atLeast;
  return {
    ...base,
    abstractContext: ({ context }: SnapshotFrom<WizardMachine>) => ({
      valid: wizard.validateStep(context.current, context.data, context.validation as never).length === 0,
      submitValid: wizard.validateSubmit(context.data, context.validation as never).length === 0,
      dirty: context.dirty,
      canSubmit: counted.filter((key) => context.validated.includes(key)).length >= atLeast,
      target: context.target,
      errorsShown: context.errorsShown,
      failed: context.lastError !== null,
      created: context.itemId !== null,
    }),
  };
}

/**
 * What a publisher can break or mend through the UI differs from the pure samples on the item lists: an
 * item editor refuses a row that breaks its rules, and Add stops at the maximum, so Inclusions,
 * Testimonials and FAQs cannot be made invalid by typing. The UI walk opens a retreat stored before its
 * rules were tightened (an empty inclusion row, a testimonial over 2000 characters, an FAQ answer with an
 * outside link): those steps start invalid, and the change a publisher makes is deleting the bad row.
 */
export const STORED_BEFORE_RULES: Record<string, unknown> = {
  inclusions: [{ value: 'Six nights of accommodation' }, { value: '' }],
  testimonials: [{ participant: 'Maria', country: 'Spain', testimonial: 'x'.repeat(2001) }],
  faqs: [{ question: 'Directions?', answer: 'See https://example.org' }],
};

const mend = (data: Record<string, unknown>) => ({ valid: data, invalid: data });

/** The UI walk's samples: the pure ones, with the three item lists mended by deleting the stored bad row. */
export const retreatUiSamples: StepSamples = {
  ...retreatSamples,
  inclusions: mend({ inclusions: [{ value: 'Six nights of accommodation' }] }),
  testimonials: mend({ testimonials: [] }),
  faqs: mend({ faqs: [] }),
};

/** The retreat stored before the rules (see STORED_BEFORE_RULES) opened for editing, as the page starts it. */
export const storedEditInput = (wizard: CompiledWizard): WizardInput =>
  buildWizardMachineInput(wizard, { id: 'r1', data: { ...RETREAT_PRESET, ...STORED_BEFORE_RULES } }, RETREAT_VALIDATION);
