import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Step } from 'xstate/graph';
import type { AccordionEvent, AccordionMachine } from '../../machines/accordionWizardMachine';
import { buildAccordionMachine } from '../../src/engine/buildAccordionMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { renderAccordionHarness, type AccordionHarness } from './accordionHarness';
import { accordionWalk } from './accordionWalk';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { fieldLabel } from './wizardExecutors';
import { WORKSHOP_KINDS, workshopInputs, workshopPreset, workshopSamples } from './workshopFormWalk';

// The workshop form (schemas/wizards/workshop) in each of its kinds: the accordion machine built from it is
// the model, the rendered AccordionWizardView the system under test. Each covering path is driven through
// the UI; coverage is recorded from the UI's actor and must reach 100% per kind.
const source = loadSchemasFromDisk(process.cwd(), ['schemas']);

type Executor = (step: Step<SnapshotFrom<AccordionMachine>, { type: AccordionEvent['type'] }>) => Promise<void>;

function executors(wizard: CompiledWizard, harness: AccordionHarness, user: UserEvent) {
  const sections = wizard.steps.filter((s) => !s.review);
  const control = (key: string) => {
    const index = sections.findIndex((s) => s.key === key);
    return screen.getByRole('button', { name: new RegExp(`^${index + 1}\\. ${sections[index]!.title}`) });
  };
  const fieldOf = (name: string) => {
    const section = sections.find((s) => s.fields.includes(name))!;
    const title = (section.schema.properties as Record<string, { title: string }>)[name]!.title;
    return screen.getAllByLabelText(fieldLabel(title))[0]!;
  };
  const inDialog = (title: string, button: string) => user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: button }));
  const dialogs = wizard.dialogs.unsavedChanges;
  const del = wizard.actions.delete!;
  const settle = (kind: 'save' | 'delete', step: Parameters<Executor>[0], ok: boolean) => {
    const event = step.event as unknown as { itemId?: string; message?: string };
    return harness.settle(kind, ok ? { ok: true, itemId: event.itemId } : { ok: false, message: event.message ?? '' });
  };
  return {
    'form.change': async (step) => {
      const event = step.event as AccordionEvent;
      if (event.type !== 'form.change') return;
      for (const [name, value] of Object.entries(event.data)) {
        const input = fieldOf(name);
        await user.clear(input);
        await user.click(input);
        await user.paste(String(value));
      }
    },
    'section.toggle': async (step) => {
      const event = step.event as AccordionEvent;
      if (event.type === 'section.toggle') await user.click(control(event.key));
    },
    'finish.request': async () => user.click(screen.getByRole('button', { name: 'Finish' })),
    'finish.confirm': async () => inDialog(wizard.submit.confirmTitle, 'Finish'),
    'finish.cancel': async () => inDialog(wizard.submit.confirmTitle, 'Cancel'),
    'save.done': async (step) => settle('save', step, true),
    'save.failed': async (step) => settle('save', step, false),
    'delete.request': async () => user.click(screen.getByRole('button', { name: del.label })),
    'delete.confirm': async () => inDialog(del.confirmTitle, del.label),
    'delete.cancel': async () => inDialog(del.confirmTitle, 'Cancel'),
    'delete.done': async (step) => settle('delete', step, true),
    'delete.failed': async (step) => settle('delete', step, false),
    'leave.request': async () => user.click(screen.getByRole('button', { name: 'Go to shop' })),
    'leave.confirm': async () => inDialog(dialogs.title, dialogs.discard),
    'leave.cancel': async () => inDialog(dialogs.title, dialogs.keep),
  } satisfies Record<AccordionEvent['type'], Executor>;
}

/** Checks the screen for `state`; returns the field messages that must appear (drawn just after, by each section's store). */
function assertScreen(wizard: CompiledWizard, harness: AccordionHarness, state: SnapshotFrom<AccordionMachine>): string[] {
  const value = state.value as string;
  if (value === 'finished' || value === 'deleted' || value === 'left') {
    expect(harness.finished).toContain(value);
    expect(screen.queryAllByRole('button', { name: 'Finish' })).toEqual([]);
    return [];
  }
  wizard.steps.forEach((section, i) => expect(screen.getByRole('button', { name: new RegExp(`^${i + 1}\\. ${section.title}`) })).toBeTruthy());
  // Delete is offered only while the status allows it (PENDING or not saved yet).
  if (value === 'editing') expect(screen.queryAllByRole('button', { name: 'Delete' }).length > 0).toBe(state.can({ type: 'delete.request' }));
  const { errorsShown, errors, lastError } = state.context;
  const alert = screen.queryAllByRole('alert').find((a) => a.closest('[role="dialog"]') === null) ?? null;
  if (lastError) expect(alert?.textContent).toContain(lastError);
  else if (errorsShown && Object.keys(errors).length > 0) {
    // Spec 3 §8: the failure notice with its second line, from the manifest's finishRefused.
    expect(alert?.textContent).toContain('There was a problem saving this workshop');
    expect(alert?.textContent).toContain('Please check all required fields');
  } else expect(alert).toBeNull();
  return Object.values(errors).flatMap((list) => list.map((error) => error.message));
}

const runName = (kind: string) => `accordionWizardMachine (workshop form, ${kind}, driven through the UI)`;

for (const kind of WORKSHOP_KINDS) {
  describe(runName(kind), () => {
    for (const input of workshopInputs(kind)) {
      const wizard = compileWizard(source, 'workshop', { variant: kind, mode: input.mode === 'create' ? 'create' : 'edit' });
      const machine = buildAccordionMachine(wizard);
      const { paths, unreachable } = coveringPaths(machine, accordionWalk(wizard, workshopSamples(kind), input));
      it(`${input.mode}: every declared transition is reachable`, () => expect(unreachable).toEqual([]));
      paths.forEach((path, i) => {
        const journey = path.steps.map((s) => s.event.type).join(' → ');
        it(`${input.mode} path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
          const harness = renderAccordionHarness(wizard, input, coverageRecorder(runName(kind), machine));
          await path.test({
            events: executors(wizard, harness, userEvent.setup()),
            states: {
              '*': async (state) => {
                await waitFor(() => expect(harness.snapshot().value).toEqual(state.value));
                for (const message of assertScreen(wizard, harness, state)) expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
              },
            },
          });
        }, 60_000);
      });
    }
  });
}

describe('workshop form journeys', () => {
  it('a promo without an image: Finish names the image as the second line (spec 3 §8)', async () => {
    const wizard = compileWizard(source, 'workshop', { variant: 'B2B_WORKSHOP_PROMO', mode: 'create' });
    const data = { ...workshopPreset('B2B_WORKSHOP_PROMO') };
    delete data.image;
    renderAccordionHarness(wizard, { mode: 'create', itemId: 'p-new', status: null, data });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes('There was a problem saving this workshop'));
    expect(alert).toBeDefined();
    expect(alert).toHaveTextContent('Please add a workshop image');
  }, 60_000);

  it('Finish sends every section’s own fields with the kind fixed, never a stray field', async () => {
    const wizard = compileWizard(source, 'workshop', { variant: 'WORKSHOP_RECORDING', mode: 'edit' });
    const harness = renderAccordionHarness(wizard, { mode: 'edit', itemId: 'r-1', status: 'PENDING', data: { ...workshopPreset('WORKSHOP_RECORDING'), type: 'WORKSHOP', stray: 'x', status: 'PENDING' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(harness.saves).toHaveLength(1));
    const sent = harness.saves[0]!.fields;
    expect(sent).toMatchObject({ type: 'WORKSHOP_RECORDING', title: 'Breathing for busy people', price: 25 });
    expect(sent).not.toHaveProperty('stray');
    expect(sent).not.toHaveProperty('status');
    expect(sent).not.toHaveProperty('dates');
  }, 60_000);
});

afterAll(() => assertFullCoverage(WORKSHOP_KINDS.map(runName)));
