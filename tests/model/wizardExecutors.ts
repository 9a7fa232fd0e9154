import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import type { Step } from 'xstate/graph';
import type { WizardEvent, WizardMachine } from '../../machines/wizardMachine';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { fillItemList, itemListField } from './itemListExecutor';
import type { WizardHarness } from './wizardHarness';

/** Performs one model event as a user (or the server) would, against the rendered wizard. */
export type Executor = (step: Step<SnapshotFrom<WizardMachine>, { type: WizardEvent['type'] }>) => Promise<void>;

// xstate/graph types an executor's event by its type alone; the payload is there at run time.
const payload = (step: Parameters<Executor>[0]) => step.event as WizardEvent;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's accessible name: its title, with the required marker when there is one. */
export const fieldLabel = (title: string) => new RegExp(`^${escape(title)}( \\*)?$`);

/** Finds a step's field input by the title its schema gives it. */
export function fieldInput(wizard: CompiledWizard, stepKey: string, name: string): HTMLElement {
  const properties = (wizard.steps.find((s) => s.key === stepKey)?.schema.properties ?? {}) as Record<string, { title?: string }>;
  return screen.getAllByLabelText(fieldLabel(properties[name]?.title ?? name))[0]!;
}

const stepButton = (wizard: CompiledWizard, key: string) => {
  const index = wizard.steps.findIndex((s) => s.key === key);
  return within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', {
    name: new RegExp(`^${index + 1}\\. ${escape(wizard.steps[index]!.title)}`),
  });
};
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

/** Every wizard event mapped to user actions; a new event type is a compile error here until it is driven. */
export function wizardExecutors(wizard: CompiledWizard, harness: WizardHarness, user: UserEvent) {
  const fill = async (stepKey: string, data: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(data)) {
      // An item list (x-ui widget itemList) is filled through the list: Add/Edit → its editor → Save, Delete → confirm.
      const list = itemListField(wizard, stepKey, name);
      if (list) {
        await fillItemList(harness, user, name, list, Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
        continue;
      }
      const input = fieldInput(wizard, stepKey, name);
      if (Array.isArray(value)) {
        // Tags: Backspace in an empty tag input removes the last tag; Enter adds the typed one.
        const existing = harness.snapshot().context.data[name];
        await user.click(input);
        for (let i = 0; i < (Array.isArray(existing) ? existing.length : 0); i++) await user.keyboard('{Backspace}');
        for (const tag of value) await user.type(input, `${String(tag)}{Enter}`);
      } else {
        await user.clear(input);
        await user.click(input);
        await user.paste(String(value));
      }
    }
  };
  return {
    'form.change': async (step) => {
      const event = payload(step);
      if (event.type === 'form.change') await fill(harness.snapshot().context.current, event.data);
    },
    'step.next': async () => user.click(screen.getByRole('button', { name: 'Save & Next' })),
    'step.back': async () => user.click(screen.getByRole('button', { name: 'Back' })),
    'step.jump': async (step) => {
      const event = payload(step);
      if (event.type === 'step.jump') await user.click(stepButton(wizard, event.to));
    },
    'leave.request': async () => user.click(screen.getByRole('button', { name: 'Go to dashboard' })),
    'leave.confirm': async () => user.click(screen.getByRole('button', { name: wizard.dialogs.unsavedChanges.discard })),
    'leave.cancel': async () => user.click(screen.getByRole('button', { name: wizard.dialogs.unsavedChanges.keep })),
    'save.done': async (step) => {
      const event = payload(step);
      await harness.settle('save', { ok: true, ...(event.type === 'save.done' && event.itemId ? { itemId: event.itemId } : {}) });
    },
    'save.failed': async (step) => {
      const event = payload(step);
      await harness.settle('save', { ok: false, message: event.type === 'save.failed' ? event.message : '' });
    },
    'submit.request': async () => user.click(screen.getByRole('button', { name: 'Submit' })),
    'submit.confirm': async () => user.click(within(dialog(wizard.manifest.submit.confirmTitle)).getByRole('button', { name: 'Submit' })),
    'submit.cancel': async () => user.click(within(dialog(wizard.manifest.submit.confirmTitle)).getByRole('button', { name: 'Cancel' })),
    'submit.done': async () => harness.settle('submit', { ok: true }),
    'submit.failed': async (step) => {
      const event = payload(step);
      await harness.settle('submit', { ok: false, message: event.type === 'submit.failed' ? event.message : '' });
    },
    // The manifest's extra actions, labelled as the manifest says.
    'finishLater.request': async () => user.click(screen.getByRole('button', { name: wizard.actions.saveAndFinishLater!.label })),
    'delete.request': async () => user.click(screen.getByRole('button', { name: wizard.actions.delete!.label })),
    'delete.confirm': async () => user.click(within(dialog(wizard.actions.delete!.confirmTitle)).getByRole('button', { name: wizard.actions.delete!.label })),
    'delete.cancel': async () => user.click(within(dialog(wizard.actions.delete!.confirmTitle)).getByRole('button', { name: 'Cancel' })),
    'delete.done': async () => harness.settle('delete', { ok: true }),
    'delete.failed': async (step) => {
      const event = payload(step);
      await harness.settle('delete', { ok: false, message: event.type === 'delete.failed' ? event.message : '' });
    },
    'outcome.done': async () => harness.settle('outcome', { ok: true }),
    'outcome.failed': async (step) => {
      const event = payload(step);
      await harness.settle('outcome', { ok: false, message: event.type === 'outcome.failed' ? event.message : '' });
    },
  } satisfies Record<WizardEvent['type'], Executor>;
}

/** Waits until the UI's own actor reached the state the model expects. */
export async function expectActorAt(harness: WizardHarness, expected: SnapshotFrom<WizardMachine>) {
  await waitFor(() => {
    if (JSON.stringify(harness.snapshot().value) !== JSON.stringify(expected.value)) {
      throw new Error(`UI actor at ${JSON.stringify(harness.snapshot().value)}, model at ${JSON.stringify(expected.value)}`);
    }
  });
}
