import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createWizardMachine } from '../../machines/wizardMachine';
import { attachWizardIo, type WizardIo } from './buildWizardMachineIo';

const fields: Record<string, string[]> = { details: ['title'], promo: ['tagline'], review: [] };
const wizard = {
  id: 'demo',
  steps: [{ key: 'details' }, { key: 'promo' }, { key: 'review', review: true }],
  navigation: { createMode: 'earlierOrCurrent', editMode: 'any' },
  submit: { requiresValidated: 'allRequired' },
  stepFields: (key: string) => fields[key] ?? [],
} as const;
const machine = createWizardMachine(wizard, { validateStep: () => [], stepFields: wizard.stepFields });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('attachWizardIo', () => {
  it("saves only the current step's own fields and feeds the created item id back", async () => {
    const io: WizardIo = { saveStep: vi.fn(async () => ({ itemId: 'c9' })), submit: vi.fn(async () => {}) };
    const actor = createActor(machine, { input: { mode: 'create', data: { title: 'Calm', tagline: 'x' } } }).start();
    attachWizardIo(actor, wizard, io);
    actor.send({ type: 'form.change', data: { title: 'Calmer' } });
    actor.send({ type: 'step.next' });
    await settle();
    expect(io.saveStep).toHaveBeenCalledTimes(1);
    expect(io.saveStep).toHaveBeenCalledWith({ wizardId: 'demo', stepKey: 'details', itemId: null, mode: 'create', fields: { title: 'Calmer' } });
    expect(actor.getSnapshot().value).toEqual({ editing: { promo: 'idle' } });
    expect(actor.getSnapshot().context.itemId).toBe('c9');
  });

  it('turns a rejected save into save.failed with its message, and a submit into submitted', async () => {
    let fail = true;
    const io: WizardIo = {
      saveStep: vi.fn(async () => {
        if (fail) throw new Error('Error occurred while saving');
      }),
      submit: vi.fn(async () => {}),
    };
    const actor = createActor(machine, { input: { mode: 'create' } }).start();
    const detach = attachWizardIo(actor, wizard, io);
    actor.send({ type: 'step.next' });
    await settle();
    expect(actor.getSnapshot().context.lastError).toBe('Error occurred while saving');
    fail = false;
    actor.send({ type: 'step.next' });
    await settle();
    actor.send({ type: 'step.next' });
    await settle();
    actor.send({ type: 'submit.request' });
    actor.send({ type: 'submit.confirm' });
    await settle();
    expect(io.submit).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('submitted');
    detach();
  });
});

describe('attachWizardIo after the screen is gone', () => {
  it('drops an answer that arrives after detaching', async () => {
    let answer: () => void = () => {};
    const io: WizardIo = { saveStep: () => new Promise((resolve) => (answer = () => resolve(undefined))), submit: vi.fn(async () => {}) };
    const actor = createActor(machine, { input: { mode: 'create' } }).start();
    const detach = attachWizardIo(actor, wizard, io);
    actor.send({ type: 'step.next' });
    detach();
    answer();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: { details: 'saving' } });
  });
});
