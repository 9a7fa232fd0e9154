import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createWizardMachine, type WizardInput } from './wizardMachine';
import type { WizardFieldError, WizardShape } from './wizardRules';

// A wizard small enough to reason about: two required steps, one optional, a review.
const wizard: WizardShape = {
  id: 'demo',
  steps: [{ key: 'details' }, { key: 'promo' }, { key: 'extras', optional: true }, { key: 'review', review: true }],
  navigation: { createMode: 'earlierOrCurrent', editMode: 'any' },
  submit: { requiresValidated: 'allRequired' },
};
const fields: Record<string, string[]> = { details: ['title'], promo: ['tagline'], extras: ['faq'], review: [] };
const validateStep = (key: string, data: Record<string, unknown>): WizardFieldError[] => {
  const field = fields[key]![0]!;
  return typeof data[field] === 'string' && (data[field] as string).length > 0
    ? []
    : [{ pointer: `/${field}`, message: 'Required', keyword: 'required' }];
};
const deps = { validateStep, stepFields: (key: string) => fields[key] ?? [] };

function start(input: WizardInput = { mode: 'create' }, shape: WizardShape = wizard) {
  const actor = createActor(createWizardMachine(shape, deps), { input });
  actor.start();
  return actor;
}
const at = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

describe('wizardMachine', () => {
  it('starts on the first step, or on the start step given', () => {
    expect(at(start())).toEqual({ editing: { details: 'idle' } });
    expect(at(start({ mode: 'edit', startStep: 'promo' }))).toEqual({ editing: { promo: 'idle' } });
  });

  it('keeps the user on an invalid step and shows the engine errors', () => {
    const actor = start();
    actor.send({ type: 'step.next' });
    expect(at(actor)).toEqual({ editing: { details: 'idle' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ pointer: '/title', message: 'Required', keyword: 'required' }]);
    actor.send({ type: 'form.change', data: { title: 'Calm' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
  });

  it('saves a valid step, marks it validated and advances', () => {
    const actor = start();
    actor.send({ type: 'form.change', data: { title: 'Calm' } });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'step.next' });
    expect(at(actor)).toEqual({ editing: { details: 'saving' } });
    actor.send({ type: 'save.done', itemId: 'c1' });
    const { context } = actor.getSnapshot();
    expect(at(actor)).toEqual({ editing: { promo: 'idle' } });
    expect(context).toMatchObject({ validated: ['details'], itemId: 'c1', dirty: false, saved: { title: 'Calm' } });
  });

  it('keeps the user on the step with the error when the save fails', () => {
    const actor = start();
    actor.send({ type: 'form.change', data: { title: 'Calm' } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'save.failed', message: 'Error occurred while saving' });
    expect(at(actor)).toEqual({ editing: { details: 'idle' } });
    expect(actor.getSnapshot().context).toMatchObject({ lastError: 'Error occurred while saving', validated: [] });
  });

  it('in create mode jumps only to earlier or current steps', () => {
    const actor = start();
    actor.send({ type: 'step.jump', to: 'promo' });
    expect(at(actor)).toEqual({ editing: { details: 'idle' } });
    actor.send({ type: 'form.change', data: { title: 'Calm' } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'save.done' });
    actor.send({ type: 'step.jump', to: 'details' });
    expect(at(actor)).toEqual({ editing: { details: 'idle' } });
  });

  it('in edit mode a forward jump lands on the step clicked, validating the valid steps it passes', () => {
    const actor = start({ mode: 'edit', data: { title: 'Calm' } });
    actor.send({ type: 'step.jump', to: 'review' });
    // Promo is invalid: it stays unvalidated (its marker stays, the review lists it), and Submit waits for it.
    expect(at(actor)).toEqual({ editing: { review: 'idle' } });
    expect(actor.getSnapshot().context).toMatchObject({ validated: ['details'], fieldErrors: [], errorsShown: false });
    actor.send({ type: 'submit.request' });
    expect(at(actor)).toEqual({ editing: { review: 'idle' } });
    actor.send({ type: 'step.jump', to: 'promo' });
    expect(at(actor)).toEqual({ editing: { promo: 'idle' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    const restricted = start({ mode: 'restricted', data: { title: 'Calm', tagline: 'Breathe', faq: 'Yes' } });
    restricted.send({ type: 'step.jump', to: 'review' });
    expect(at(restricted)).toEqual({ editing: { review: 'idle' } });
    expect(restricted.getSnapshot().context.validated).toEqual(['details', 'promo', 'extras']);
  });

  it('asks before discarding unsaved changes: keep stays with the data, discard restores the saved data', () => {
    const actor = start({ mode: 'edit', data: { title: 'Calm' } });
    actor.send({ type: 'form.change', data: { title: 'Calmer' } });
    actor.send({ type: 'step.jump', to: 'promo' });
    expect(at(actor)).toEqual({ editing: { details: 'confirmingLeave' } });
    actor.send({ type: 'leave.cancel' });
    expect(at(actor)).toEqual({ editing: { details: 'idle' } });
    expect(actor.getSnapshot().context.data).toEqual({ title: 'Calmer' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'leave.confirm' });
    expect(at(actor)).toBe('left');
    expect(actor.getSnapshot().context.data).toEqual({ title: 'Calm' });
  });

  it('leaves at once when nothing is unsaved', () => {
    const actor = start();
    actor.send({ type: 'leave.request' });
    expect(at(actor)).toBe('left');
  });

  it('submits through a confirmation only once the submit rule holds', () => {
    const actor = start({ mode: 'edit', data: { title: 'a', tagline: 'b' }, validated: ['details'], startStep: 'review' });
    actor.send({ type: 'submit.request' });
    expect(at(actor)).toEqual({ editing: { review: 'idle' } });
    const ready = start({ mode: 'edit', data: { title: 'a', tagline: 'b' }, validated: ['details', 'promo'], startStep: 'review' });
    ready.send({ type: 'submit.request' });
    expect(at(ready)).toBe('confirmingSubmit');
    ready.send({ type: 'submit.cancel' });
    expect(at(ready)).toEqual({ editing: { review: 'idle' } });
    ready.send({ type: 'submit.request' });
    ready.send({ type: 'submit.confirm' });
    ready.send({ type: 'submit.failed', message: 'Some error occurred while publishing your course' });
    expect(at(ready)).toEqual({ editing: { review: 'idle' } });
    expect(ready.getSnapshot().context.lastError).toBe('Some error occurred while publishing your course');
    ready.send({ type: 'submit.request' });
    ready.send({ type: 'submit.confirm' });
    ready.send({ type: 'submit.done' });
    expect(at(ready)).toBe('submitted');
    expect(ready.getSnapshot().status).toBe('done');
  });

  it('counts only non-optional steps towards an at-least rule', () => {
    const atLeast = { ...wizard, submit: { requiresValidated: { atLeast: 2 } } } satisfies WizardShape;
    const optionalOnly = start({ mode: 'edit', validated: ['details', 'extras'], startStep: 'review' }, atLeast);
    optionalOnly.send({ type: 'submit.request' });
    expect(at(optionalOnly)).toEqual({ editing: { review: 'idle' } });
    const enough = start({ mode: 'edit', validated: ['details', 'promo'], startStep: 'review' }, atLeast);
    enough.send({ type: 'submit.request' });
    expect(at(enough)).toBe('confirmingSubmit');
  });
});
