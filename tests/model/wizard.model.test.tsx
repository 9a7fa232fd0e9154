import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { fixtureWizard, presetData } from './fixtureWizard';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { renderWizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { fixtureSamples, wizardWalk } from './wizardWalk';

// The machine is the model; the system under test is the rendered wizard. Each generated path is driven
// through the UI with Testing Library; after every step the UI's own actor must be where the model is,
// and the screen must show that state. Coverage is recorded from the UI's actor, not from the model.
const wizard = fixtureWizard();
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (fixture wizard, driven through the UI)';
const walk = wizardWalk(wizard, fixtureSamples, { mode: 'create', data: presetData });
const { paths, unreachable } = coveringPaths(machine, walk);

describe('fixture wizard, every transition through the UI', () => {
  it('has no declared transition that generated paths cannot reach', () => {
    expect(unreachable).toEqual([]);
  });

  paths.forEach((path, i) => {
    const journey = path.steps.map((s) => s.event.type).join(' → ');
    it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
      const harness = renderWizardHarness(wizard, walk.input!, coverageRecorder(NAME, machine));
      const events = wizardExecutors(wizard, harness, userEvent.setup());
      await path.test({
        events,
        states: {
          '*': async (state) => {
            await expectActorAt(harness, state);
            assertScreen(wizard, harness, state);
          },
        },
      });
    }, 30_000);
  });
});

afterAll(() => assertFullCoverage([NAME]));
