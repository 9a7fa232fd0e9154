import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WizardInput } from '../../machines/wizardMachine';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import { ItemCollectionsProvider, type Item, type ItemCollection } from '../../src/renderer/fields/itemList/ItemCollections';
import { layOutItemRows } from '../../src/renderer/testing/renderItemListStep';
import { assertFullCoverage, coverageRecorder, type CoverageRecorder } from './coverage';
import { createControlledWizardIo } from './controlledWizardIo';
import { coveringPaths } from './coveringPaths';
import { fixtureSource } from './fixtureWizard';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import type { WizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { wizardWalk, type StepSamples } from './wizardWalk';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { WizardView } from '../../src/renderer/WizardView';

// The item-lists fixture (tests/fixtures/wizards/item-lists): a schedule step whose 'days' list (2 to 3,
// the first fixed, saved day by day through the 'fixture-days' collection) is filled through the real list:
// Add → the editor → Save day, Edit, Delete → Remove. The model's form.change holds the whole list.
const wizard = compileWizard(fixtureSource(), 'item-lists');
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (item-lists fixture, driven through the UI)';

// A collection whose ids follow the titles, so the list the UI ends with is the list the model holds.
function titledCollection() {
  const calls: string[] = [];
  const idOf = (item: Item) => `day-${String(item.title).toLowerCase()}`;
  const collection: ItemCollection = {
    create: async (owner, item) => (calls.push(`create ${owner} ${JSON.stringify(item)}`), { ...item, id: idOf(item) }),
    update: async (owner, id, item) => (calls.push(`update ${owner} ${id} ${JSON.stringify(item)}`), { ...item, id }),
    remove: async (owner, id) => void calls.push(`remove ${owner} ${id}`),
    reorder: async (owner, order) => void calls.push(`reorder ${owner} ${JSON.stringify(order)}`),
  };
  return { collection, calls };
}

/** The real WizardView under the item collections provider, with the kit's controllable server. */
function renderListWizard(input: WizardInput, recorder?: CoverageRecorder): WizardHarness & { calls: string[] } {
  const controlled = createControlledWizardIo(recorder);
  const { collection, calls } = titledCollection();
  // As renderWizardHarness: the host page's "Go to dashboard" asks to leave.
  function Host() {
    const [leaves, setLeaves] = useState(0);
    return (
      <ItemCollectionsProvider collections={{ 'fixture-days': collection }}>
        <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
          Go to dashboard
        </Button>
        <WizardView wizard={wizard} io={controlled.io} input={input} inspect={controlled.inspect} leaveRequests={leaves} onFinish={(o) => controlled.finished.push(o)} />
      </ItemCollectionsProvider>
    );
  }
  renderWithTheme(<Host />);
  return { saves: controlled.saves, finished: controlled.finished, snapshot: controlled.snapshot, settle: controlled.settle, calls };
}

const arrival = { id: 'd1', day: 1, title: 'Arrival' };
const rise = { title: 'Rise', id: 'day-rise', day: 2 };
const samples: StepSamples = {
  schedule: { valid: { days: [arrival, rise] }, invalid: { days: [arrival] } },
};
const input: WizardInput = { mode: 'edit', itemId: 'w1', data: { days: [arrival, rise] } };
const walk = wizardWalk(wizard, samples, input);
const { paths, unreachable } = coveringPaths(machine, walk);

let undoLayout: () => void;
beforeAll(() => {
  undoLayout = layOutItemRows();
});
afterAll(() => undoLayout());

describe('item-list wizard, every transition through the UI', () => {
  it('has no declared transition that generated paths cannot reach', () => {
    expect(unreachable).toEqual([]);
  });

  paths.forEach((path, i) => {
    const journey = path.steps.map((s) => s.event.type).join(' → ');
    it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
      const harness = renderListWizard(walk.input!, coverageRecorder(NAME, machine));
      const user = userEvent.setup();
      const events = wizardExecutors(wizard, harness, user);
      await path.test({
        events,
        states: {
          '*': async (state) => {
            await expectActorAt(harness, state);
            assertScreen(wizard, harness, state);
            // The list the UI holds is the model's, ids and positions included: dirtiness agrees.
            expect(harness.snapshot().context.data.days).toEqual(state.context.data.days);
          },
        },
      });
    }, 30_000);
  });
});

const rows = () => within(screen.getByRole('list', { name: 'Schedule days' })).queryAllByRole('listitem').map((row) => row.querySelector('p')?.textContent);

describe('pinned item-list journey', () => {
  it('adds two days, moves the last one up by keyboard, deletes one with its confirmation; Save & Next sends the list in order', async () => {
    const harness = renderListWizard({ mode: 'edit', itemId: 'w1', data: { days: [arrival] } });
    const user = userEvent.setup();
    const events = wizardExecutors(wizard, harness, user);
    const change = (days: Item[]) => events['form.change']({ event: { type: 'form.change', data: { days } } } as never);
    await change([arrival, { title: 'Rise' }]);
    await change([arrival, { title: 'Rise' }, { title: 'Walk' }]);
    expect(rows()).toEqual(['Day 1: Arrival', 'Day 2: Rise', 'Day 3: Walk']);
    expect(screen.getByRole('button', { name: 'Add day' })).toBeDisabled();

    screen.getByRole('button', { name: 'Reorder Day 3' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(rows()).toEqual(['Day 1: Arrival', 'Day 2: Walk', 'Day 3: Rise']));

    await user.click(screen.getByRole('button', { name: 'Delete Day 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove day' });
    expect(confirm).toHaveTextContent('Remove day 3 from the schedule?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rows()).toEqual(['Day 1: Arrival', 'Day 2: Walk']));
    expect(harness.calls).toEqual([
      'create w1 {"title":"Rise"}',
      'create w1 {"title":"Walk"}',
      'reorder w1 [{"id":"d1","day":1},{"id":"day-walk","day":2},{"id":"day-rise","day":3}]',
      'remove w1 day-rise',
    ]);

    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(harness.saves).toHaveLength(1));
    expect(harness.saves[0]!.fields.days).toEqual([arrival, { title: 'Walk', id: 'day-walk', day: 2 }]);
    await harness.settle('save', { ok: true });
    await waitFor(() => expect(harness.snapshot().context.current).toBe('review'));
  }, 30_000);
});

afterAll(() => assertFullCoverage([NAME]));
