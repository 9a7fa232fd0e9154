import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WizardEvent, WizardInput } from '../../machines/wizardMachine';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { UNSAVED_CHANGES } from '../../src/renderer/WizardView';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { fixtureWizard, presetData } from './fixtureWizard';
import { expectActorAt, fieldInput, wizardExecutors } from './wizardExecutors';
import { renderWizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { CREATED_ID, SAVE_FAILED, fixtureSamples } from './wizardWalk';

// Pinned journeys: fixed event sequences a publisher really goes through, each stating its end screen.
const wizard = fixtureWizard();
const machine = buildWizardMachine(wizard);
const model = createTestModel(machine);

async function drive(input: WizardInput, events: WizardEvent[]) {
  const harness = renderWizardHarness(wizard, input);
  // getPathsFromEvents ignores `input`; start it from the snapshot an actor with that input begins in.
  const [path] = model.getPathsFromEvents(events, { fromState: createActor(machine, { input }).getSnapshot() });
  await path!.test({
    events: wizardExecutors(wizard, harness, userEvent.setup()),
    states: {
      '*': async (state) => {
        await expectActorAt(harness, state);
        assertScreen(wizard, harness, state);
      },
    },
  });
  return harness;
}

const create: WizardInput = { mode: 'create', data: presetData };
const stepButton = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name });

describe('pinned wizard journeys', () => {
  // The whole wizard, every step filled and saved: the file's longest journey.
  it('create → fill every step → submit ends with the wizard closed as submitted', { timeout: 30_000 }, async () => {
    const harness = await drive(create, [
      { type: 'form.change', data: fixtureSamples.details!.valid },
      { type: 'step.next' },
      { type: 'save.done', itemId: CREATED_ID },
      { type: 'form.change', data: fixtureSamples.media!.valid },
      { type: 'step.next' },
      { type: 'save.done' },
      { type: 'form.change', data: fixtureSamples.rooms!.valid },
      { type: 'step.next' },
      { type: 'save.done' },
      { type: 'submit.request' },
      { type: 'submit.confirm' },
      { type: 'submit.done' },
    ]);
    expect(harness.finished).toEqual(['submitted']);
    expect(screen.queryByRole('navigation', { name: 'Steps' })).toBeNull();
    expect(harness.saves.map((s) => [s.stepKey, s.itemId, Object.keys(s.fields).sort()])).toEqual([
      ['details', null, ['categories', 'lang', 'title']],
      ['media', CREATED_ID, ['hashtags', 'image']],
      ['rooms', CREATED_ID, ['maximum_number_of_attendees']],
    ]);
  });

  it('a failed save ends on the same step, with the error and the typed text still there', async () => {
    await drive(create, [{ type: 'form.change', data: fixtureSamples.details!.valid }, { type: 'step.next' }, { type: 'save.failed', message: SAVE_FAILED }]);
    expect(stepButton(/1\. Details/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(fieldInput(wizard, 'details', 'title')).toHaveValue('Morning calm practice');
  });

  it('an invalid title ends on Details with the spec message as the field description', async () => {
    await drive(create, [{ type: 'form.change', data: fixtureSamples.details!.invalid }, { type: 'step.next' }]);
    expect(fieldInput(wizard, 'details', 'title')).toHaveAccessibleDescription('Title must be at least 10 characters');
  });

  it('discarding unsaved changes on the way back ends on Details showing the saved title', async () => {
    await drive(create, [
      { type: 'form.change', data: fixtureSamples.details!.valid },
      { type: 'step.next' },
      { type: 'save.done', itemId: CREATED_ID },
      { type: 'step.back' },
      { type: 'form.change', data: fixtureSamples.details!.invalid },
      { type: 'step.jump', to: 'details' },
      { type: 'leave.confirm' },
    ]);
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES })).toBeNull();
    expect(fieldInput(wizard, 'details', 'title')).toHaveValue('Morning calm practice');
  });

  it('in edit mode a jump to Review lands there and lists the invalid step it passed, with why and a way back', async () => {
    const edit: WizardInput = { mode: 'edit', itemId: CREATED_ID, data: { ...presetData, title: 'Morning calm practice', hashtags: ['two words'] } };
    await drive(edit, [{ type: 'step.jump', to: 'review' }]);
    expect(stepButton(/4\. Review/)).toHaveAttribute('aria-current', 'step');
    const toFinish = screen.getByRole('alert', { name: 'Finish these steps before you submit' });
    expect(toFinish).toHaveTextContent(/Tags cannot contain spaces\. Please remove any spaces\./);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.setup().click(within(toFinish).getByRole('button', { name: 'Media' }));
    expect(stepButton(/2\. Media/)).toHaveAttribute('aria-current', 'step');
  });

  it('restricted mode (a published item) may open any step from the step bar', async () => {
    const data = { ...presetData, title: 'Morning calm practice', hashtags: ['calm'], maximum_number_of_attendees: 10 };
    await drive({ mode: 'restricted', itemId: CREATED_ID, data, validated: ['details', 'media', 'rooms'] }, [{ type: 'step.jump', to: 'review' }]);
    expect(stepButton(/4\. Review/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
