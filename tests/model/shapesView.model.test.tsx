import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { WizardInput } from '../../machines/wizardMachine';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { buildWizardMachineInput } from '../../src/engine/buildWizardMachineInput';
import { compileWizard } from '../../src/engine/compileWizard';
import { assertFullCoverage, coverageRecorder, machineInventory } from './coverage';
import { coveringPaths } from './coveringPaths';
import { fixtureSource } from './fixtureWizard';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { renderWizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { wizardWalk } from './wizardWalk';

// The steps layout in view mode: the shapes fixture compiled with { mode: 'view' } opens read-only in the
// real WizardView. Every step is browsable (Next, Back, the step bar); nothing can be changed, saved or submitted.
const wizard = compileWizard(fixtureSource(), 'shapes', { variant: 'PREMIUM', mode: 'view' });
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (shapes view, driven through the UI)';
const item = { id: 's-1', data: { title: 'Calm music', content_type: 'TALK', copyright: 'AUTHORISED', meals: ['lunch'], price: 5, codes: ['SPRING'] } };
// WizardView opens a view-mode wizard read-only whatever the screen asks; the model starts the same way.
const input: WizardInput = { ...buildWizardMachineInput(wizard, item), readOnly: true };
const walk = wizardWalk(wizard, {}, input);
const { paths, unreachable } = coveringPaths(machine, walk);
const keys = wizard.steps.map((s) => s.key);

/** What a read-only step shows: Back and (but on the last step) Next; no Save & Next, no Submit; every field disabled. */
function assertReadOnlyScreen(current: string) {
  expect(screen.queryByRole('button', { name: 'Save & Next' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Next' }) !== null, 'Next').toBe(current !== keys[keys.length - 1]);
  const form = document.querySelector('form');
  const inputs = form ? [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>('input:not([type=hidden]), textarea, select')] : [];
  for (const input of inputs) expect(input, `${current}: ${input.name || input.id}`).toBeDisabled();
}

describe('shapes wizard in view mode, every step through the UI', () => {
  paths.forEach((path, i) => {
    const journey = path.steps.map((s) => `${s.event.type}${'to' in s.event ? `(${String(s.event.to)})` : ''}`).join(' → ');
    it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
      const harness = renderWizardHarness(wizard, walk.input!, coverageRecorder(NAME, machine));
      const user = userEvent.setup();
      const kit = wizardExecutors(wizard, harness, user);
      // A jump to the next step is the Next button (view mode's own); any other jump goes through the step bar.
      const events: typeof kit = {
        ...kit,
        'step.jump': async (step) => {
          const { to } = step.event as { type: 'step.jump'; to: string };
          const next = keys[keys.indexOf(harness.snapshot().context.current) + 1];
          if (to === next) await user.click(screen.getByRole('button', { name: 'Next' }));
          else await kit['step.jump'](step);
        },
      };
      await path.test({
        events,
        states: {
          '*': async (state) => {
            await expectActorAt(harness, state);
            assertScreen(wizard, harness, state);
            if (typeof state.value === 'object') assertReadOnlyScreen(state.context.current);
          },
        },
      });
    }, 30_000);
  });

  it('browses every step in order with Next, and back with Back', async () => {
    const harness = renderWizardHarness(wizard, input);
    const user = userEvent.setup();
    const bar = () => within(screen.getByRole('navigation', { name: 'Steps' }));
    for (const key of keys.slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await expect.poll(() => harness.snapshot().context.current).toBe(key);
      assertReadOnlyScreen(key);
    }
    for (const key of [...keys].reverse().slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await expect.poll(() => harness.snapshot().context.current).toBe(key);
    }
    expect(bar().getAllByRole('button')[0]).toHaveAttribute('aria-current', 'step');
    expect(harness.saves).toEqual([]);
  }, 30_000);
});

// The machine built for a view-mode wizard declares only browsing and leaving, so every declared
// transition is one a viewer can take, and the UI walk must take them all (published in the run's table).
describe('shapes wizard in view mode, coverage', () => {
  it('declares only browsing and leaving, and none of them is out of reach', () => {
    expect(unreachable).toEqual([]);
    const events = new Set(machineInventory(machine).transitions.map((t) => /--([\w.]+)\[/.exec(t)?.[1]));
    expect([...events].sort()).toEqual(['always', 'leave.request', 'step.back', 'step.jump']);
  });
});

afterAll(() => assertFullCoverage([NAME]));
