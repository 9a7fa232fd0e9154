import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { calendarDateIn } from '../../src/engine/validation/context/validationContext';
import { CHOICES, RULES, VALID, rowData, withFacts, type RetreatStep } from '../server/retreatRuleTable';

// The browser half of the shared spec 2 §5 table (the server half runs the same rows against the step
// save): the wizard machine, on 'Save & Next', refuses each bad value with the exact spec message.
const wizard = compileWizard(loadSchemasFromDisk(), 'retreat');
const facts = wizard.facts;
const machine = buildWizardMachine(wizard);
const today = calendarDateIn(new Date(), 'UTC');

const REVIEW = 'review-and-submit';
const stepKeys = wizard.manifest.steps.map((s) => s.key).filter((key) => key !== REVIEW);

/** Save & Next on a step; on the review step (its own fields travel with the submit), Submit with every step validated. */
function errorsOnNext(step: RetreatStep, data: Record<string, unknown>, validated: string[] = stepKeys) {
  const input = { mode: 'edit' as const, itemId: 'r', data, startStep: step, validated, validation: { today, timeZone: 'UTC' } };
  const actor = createActor(machine, { input }).start();
  actor.send({ type: step === REVIEW ? 'submit.request' : 'step.next' });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return {
    stayed: snapshot.context.current === step && snapshot.matches({ editing: { [step]: 'idle' } } as never),
    confirming: snapshot.matches('confirmingSubmit' as never),
    errors: snapshot.context.fieldErrors,
  };
}

const wholeRetreat = (patch: Record<string, unknown> = {}) => ({ ...Object.assign({}, ...Object.values(VALID)), ...patch }) as Record<string, unknown>;

describe('the retreat table', () => {
  it('has valid data that every step accepts', () => {
    for (const [step, data] of Object.entries(VALID)) expect([step, wizard.validateStep(step, data, { today, timeZone: 'UTC' })]).toEqual([step, []]);
  });
});

describe('the browser refuses every spec 2 §5 retreat rule with its exact message', () => {
  it.each(RULES.map((row) => [row.rule, row] as const))('%s', (_name, row) => {
    const { stayed, errors } = errorsOnNext(row.step, rowData(row));
    expect(stayed).toBe(true);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: withFacts(row.message, facts) }));
  });

  it.each(CHOICES.map((row) => [row.rule, row] as const))('refuses the combination a choice click avoids: %s', (_name, row) => {
    const { stayed, errors } = errorsOnNext(row.step, { ...VALID[row.step], [row.field]: row.refused });
    expect(stayed).toBe(true);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: `/${row.field}`, message: row.message }));
  });

  it("names the platform in the occupancy message, and allows the retreats support address in an FAQ answer", () => {
    expect(facts.provider).toBeTruthy();
    const { errors } = errorsOnNext('venue-and-accommodation', { ...VALID['venue-and-accommodation'], maximum_number_of_attendees: 7 });
    expect(errors.map((e) => e.message)).toContain(`Total occupancy allocated to ${facts.provider} cannot exceed overall retreat size`);
    const answer = `Write to ${facts.supportEmail} for directions.`;
    expect(wizard.validateStep('faqs', { faqs: [{ question: 'Directions?', answer }] })).toEqual([]);
  });

  it('refuses a start date sooner than 5 weekdays from today, naming the first date allowed', () => {
    const { errors } = errorsOnNext('info', { ...VALID.info, start_date: today, end_date: '2099-01-01' });
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/start_date', keyword: 'dateFromToday' }));
    expect(errors.find((e) => e.pointer === '/start_date')?.message).toMatch(/^The retreat must start on \d{4}-\d{2}-\d{2} or later \(5 weekdays from today\)$/);
  });

  it('offers Submit only with 10 validated steps, Testimonials and FAQs not counted', () => {
    const required = stepKeys.filter((key) => key !== 'testimonials' && key !== 'faqs');
    expect(required).toHaveLength(10);
    const nine = [...required.slice(1), 'testimonials', 'faqs'];
    expect(errorsOnNext(REVIEW, wholeRetreat(), nine).confirming).toBe(false);
    expect(errorsOnNext(REVIEW, wholeRetreat(), required).confirming).toBe(true);
  });

  it("refuses Submit when the size is below the allocated occupancy ('Invalid Retreat Size')", () => {
    const { confirming, errors } = errorsOnNext(REVIEW, wholeRetreat({ maximum_number_of_attendees: 7 }));
    expect(confirming).toBe(false);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/accommodation_options', message: 'The entered size is invalid. It cannot be less than the allocated occupancy.' }));
  });
});
