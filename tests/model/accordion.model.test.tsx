import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Step } from 'xstate/graph';
import type { AccordionEvent, AccordionInput, AccordionMachine } from '../../machines/accordionWizardMachine';
import { buildAccordionMachine } from '../../src/engine/buildAccordionMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { SECTIONS_NEED_ATTENTION } from '../../src/renderer/accordion/AccordionWizardView';
import { renderAccordionHarness, type AccordionHarness } from './accordionHarness';
import { accordionWalk, sectionPreset, sectionSamples } from './accordionWalk';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { fieldLabel } from './wizardExecutors';

// The accordion machine is the model; the rendered AccordionWizardView is the system under test. Each
// covering path is driven through the UI; after every step the UI's actor must be where the model is and
// the screen must show it. Coverage is recorded from the UI's actor.
const source = loadSchemasFromDisk(process.cwd(), ['schemas', 'tests/fixtures/wizards']);
const FILE = 'tests/fixtures/wizards/sections/wizard.json';
const confirming = { ...source, [FILE]: { ...(source[FILE] as object), confirmFinish: true } };

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
    'save.done': async (step) => harness.settle('save', { ok: true, itemId: (step.event as unknown as { itemId?: string }).itemId }),
    'save.failed': async (step) => harness.settle('save', { ok: false, message: (step.event as unknown as { message: string }).message }),
    'delete.request': async () => user.click(screen.getByRole('button', { name: del.label })),
    'delete.confirm': async () => inDialog(del.confirmTitle, del.label),
    'delete.cancel': async () => inDialog(del.confirmTitle, 'Cancel'),
    'delete.done': async () => harness.settle('delete', { ok: true }),
    'delete.failed': async (step) => harness.settle('delete', { ok: false, message: (step.event as unknown as { message: string }).message }),
    'leave.request': async () => user.click(screen.getByRole('button', { name: 'Go to shop' })),
    'leave.confirm': async () => inDialog(dialogs.title, dialogs.discard),
    'leave.cancel': async () => inDialog(dialogs.title, dialogs.keep),
  } satisfies Record<AccordionEvent['type'], Executor>;
}

/** What the screen must show in each state: the sections, their errors, the buttons and dialogs. */
/** Checks the screen for `state`; returns the field messages that must appear (drawn just after, by each section's store). */
function assertScreen(wizard: CompiledWizard, harness: AccordionHarness, state: SnapshotFrom<AccordionMachine>): string[] {
  const value = state.value as string;
  if (value === 'finished' || value === 'deleted' || value === 'left') {
    expect(harness.finished).toContain(value);
    expect(screen.queryAllByRole('button', { name: 'Finish' })).toEqual([]);
    return [];
  }
  wizard.steps.forEach((section, i) => expect(screen.getByRole('button', { name: new RegExp(`^${i + 1}\\. ${section.title}`) })).toBeTruthy());
  expect(screen.queryAllByRole('button', { name: 'Finish' }).length === 0).toBe(value === 'viewing');
  const { errorsShown, errors, lastError } = state.context;
  const alert = screen.queryByRole('alert');
  if (lastError) expect(alert?.textContent).toContain(lastError);
  else if (errorsShown && Object.keys(errors).length > 0) expect(alert?.textContent).toContain(SECTIONS_NEED_ATTENTION);
  else expect(alert).toBeNull();
  return Object.values(errors).flatMap((list) => list.map((error) => error.message));
}

const runs: Array<{ name: string; wizard: CompiledWizard; inputs: AccordionInput[] }> = [
  {
    name: 'accordionWizardMachine (sections, driven through the UI)',
    wizard: compileWizard(source, 'sections', { mode: 'edit' }),
    inputs: [
      { mode: 'create', data: sectionPreset },
      { mode: 'edit', status: 'PENDING', itemId: 'w-1', data: { ...sectionPreset, title: 'Breathing for busy people', price: 20 } },
      { mode: 'view', status: 'APPROVED', itemId: 'w-2', data: { ...sectionPreset, title: 'Breathing for busy people', price: 20 } },
    ],
  },
  {
    // A variant: Links and Promotion Codes hidden, Time and Date shown as Duration, its own fixed type.
    name: 'accordionWizardMachine (sections, B2B_WORKSHOP_PROMO variant, driven through the UI)',
    wizard: compileWizard(source, 'sections', { variant: 'B2B_WORKSHOP_PROMO', mode: 'edit' }),
    inputs: [
      { mode: 'create', data: sectionPreset },
      { mode: 'edit', status: 'PENDING', itemId: 'p-1', data: { ...sectionPreset, title: 'Calm at work', price: 40 } },
      { mode: 'view', status: 'APPROVED', itemId: 'p-2', data: { ...sectionPreset, title: 'Calm at work', price: 40 } },
    ],
  },
  {
    name: 'accordionWizardMachine (sections with confirmFinish, driven through the UI)',
    wizard: compileWizard(confirming, 'sections', { mode: 'edit' }),
    inputs: [
      { mode: 'create', data: sectionPreset },
      { mode: 'view', status: 'APPROVED', itemId: 'w-2', data: { ...sectionPreset, title: 'Breathing for busy people', price: 20 } },
    ],
  },
];

for (const { name, wizard, inputs } of runs) {
  const machine = buildAccordionMachine(wizard);
  describe(name, () => {
    for (const input of inputs) {
      const walk = input.mode === 'view' ? { input, events: () => [{ type: 'section.toggle' as const, key: 'info' }] } : accordionWalk(wizard, sectionSamples, input);
      const { paths } = coveringPaths(machine, walk);
      paths.forEach((path, i) => {
        const journey = path.steps.map((s) => s.event.type).join(' → ');
        it(`${input.mode} path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
          const harness = renderAccordionHarness(wizard, input, coverageRecorder(name, machine));
          await path.test({
            events: executors(wizard, harness, userEvent.setup()),
            states: {
              '*': async (state) => {
                await waitFor(() => expect(harness.snapshot().value).toEqual(state.value));
                for (const message of assertScreen(wizard, harness, state)) expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
              },
            },
          });
        }, 30_000);
      });
    }
  });
}

describe('accordion wizard journeys', () => {
  it('numbers the sections of a variant without gaps, renames them, and saves only owned fields with fixed values', async () => {
    const promo = compileWizard(source, 'sections', { variant: 'B2B_WORKSHOP_PROMO', mode: 'edit' });
    const harness = renderAccordionHarness(promo, { mode: 'edit', status: 'PENDING', itemId: 'p-1', data: { ...sectionPreset, title: 'Calm at work', price: 40, stray: 'x' } });
    expect(screen.getByRole('button', { name: /^1\. Workshop info/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^2\. Duration/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^3\. Price/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Links|Promotion Codes/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(harness.saves).toHaveLength(1));
    expect(harness.saves[0]!.fields).toEqual({ title: 'Calm at work', duration_in_mins: 60, price: 40, type: 'B2B_WORKSHOP_PROMO' });
  });

  it('shows each invalid section its own messages at its fields, and opens a closed invalid section', async () => {
    const wizard = compileWizard(source, 'sections', { mode: 'create' });
    renderAccordionHarness(wizard, { mode: 'create', data: {} });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^1\. Workshop info/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECTIONS_NEED_ATTENTION);
    // Each section's store receives its errors after the render that shows the alert.
    for (const message of ['Please add a title', 'Please set a duration', 'Please set a price']) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: /^1\. Workshop info/ })).toHaveAttribute('aria-expanded', 'true');
  });
});

afterAll(() => assertFullCoverage(runs.map((run) => run.name)));
