import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { WizardInput } from '../../machines/wizardMachine';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { buildWizardMachineInput } from '../../src/engine/buildWizardMachineInput';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { RETREAT_PRESET, RETREAT_VALIDATION, retreatWizard } from './retreatWizardWalk';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { renderWizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { wizardWalk } from './wizardWalk';

// /retreat/view/{id} (spec 2 §2): the retreat wizard compiled with { mode: 'view' } opens read-only in the
// real WizardView. Every one of the 13 steps is browsable (Next, Back, the step bar); nothing can be changed,
// saved or submitted, and no action button shows.
const wizard = retreatWizard('view');
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (retreat view, driven through the UI)';
const input: WizardInput = { ...buildWizardMachineInput(wizard, { id: 'r-1', data: RETREAT_PRESET }, RETREAT_VALIDATION), readOnly: true };
const walk = wizardWalk(wizard, {}, input);
const { paths, unreachable } = coveringPaths(machine, walk);
const keys = wizard.steps.map((s) => s.key);

/** A read-only step: Back, Next but on the last step, no Save & Next, Save & Finish Later or Submit, every input disabled. */
function assertReadOnlyScreen(current: string) {
  for (const name of ['Save & Next', 'Save & Finish Later', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Next' }) !== null, 'Next').toBe(current !== keys[keys.length - 1]);
  const form = document.querySelector('form');
  const inputs = form ? [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea, select')] : [];
  for (const field of inputs) expect(field, `${current}: ${field.name || field.id}`).toBeDisabled();
}

describe('retreat wizard in view mode, every step through the UI', () => {
  it('declares only browsing, and none of it is out of reach', () => {
    expect(unreachable).toEqual([]);
  });

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
      expect(harness.saves).toEqual([]);
    }, 120_000);
  });
});

afterAll(() => assertFullCoverage([NAME]));
