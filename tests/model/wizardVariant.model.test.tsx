import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { fixtureSource, presetData } from './fixtureWizard';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { renderWizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { fixtureSamples, wizardWalk } from './wizardWalk';

// A variant of the steps layout through the real UI: the fixture's SHORT variant hides the Rooms step
// and titles Media 'Pictures and tags' (tests/fixtures/wizards/fixture/wizard.json). Every covering path
// is clicked and typed in WizardView; coverage is recorded from the UI's actor.
const wizard = compileWizard(fixtureSource(), 'fixture', { variant: 'SHORT' });
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (fixture SHORT variant, driven through the UI)';
const walk = wizardWalk(wizard, fixtureSamples, { mode: 'create', data: presetData });
const { paths, unreachable } = coveringPaths(machine, walk);

describe('fixture wizard, SHORT variant, every transition through the UI', () => {
  it('shows the variant: no Rooms step, Media renamed, and every declared transition reachable', () => {
    expect(wizard.steps.map((s) => `${s.key}:${s.title}`)).toEqual(['details:Details', 'media:Pictures and tags', 'review:Review']);
    expect(wizard.fixedValues).toEqual({ kind: 'SHORT' });
    expect(unreachable).toEqual([]);
  });

  paths.forEach((path, i) => {
    const journey = path.steps.map((s) => s.event.type).join(' → ');
    it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
      const harness = renderWizardHarness(wizard, walk.input!, coverageRecorder(NAME, machine));
      await path.test({
        events: wizardExecutors(wizard, harness, userEvent.setup()),
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
