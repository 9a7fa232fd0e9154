import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { WizardMachine } from '../../machines/wizardMachine';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { wizardPhase } from '../../src/renderer/wizardPhase';
import { UNSAVED_CHANGES } from '../../src/renderer/WizardView';
import type { WizardHarness } from './wizardHarness';

const stepBar = () => screen.queryByRole('navigation', { name: 'Steps' });

/** What the user must see in each state of the wizard machine. */
export function assertScreen(wizard: CompiledWizard, harness: WizardHarness, state: SnapshotFrom<WizardMachine>): void {
  const phase = wizardPhase(state);
  const { context } = state;
  if (phase === 'submitted' || phase === 'left') {
    expect(stepBar()).toBeNull();
    expect(harness.finished).toContain(phase);
    return;
  }
  const bar = stepBar();
  expect(bar).not.toBeNull();
  const index = wizard.steps.findIndex((s) => s.key === context.current);
  const buttons = within(bar!).getAllByRole('button');
  expect(buttons[index]).toHaveAttribute('aria-current', 'step');
  wizard.steps.forEach((step, i) => {
    const marked = within(buttons[i]!).queryByRole('img', { name: 'Not yet validated' }) !== null;
    expect(marked, `warning marker on ${step.key}`).toBe(!step.review && !context.validated.includes(step.key));
  });
  const unsaved = screen.queryByRole('dialog', { name: UNSAVED_CHANGES });
  const submitDialog = screen.queryByRole('dialog', { name: wizard.manifest.submit.confirmTitle });
  expect(unsaved !== null, 'unsaved-changes dialog').toBe(phase === 'confirmingLeave');
  expect(submitDialog !== null, 'submit dialog').toBe(phase === 'confirmingSubmit');
  if (phase === 'saving') expect(screen.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  if (phase === 'submitting') expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  if (phase === 'idle') {
    const alert = context.lastError ? screen.getAllByRole('alert').find((a) => a.textContent?.includes(context.lastError!)) : undefined;
    expect(Boolean(alert), 'error alert').toBe(context.lastError !== null);
    // A field may show several messages in one element, so match a leaf element that contains it.
    for (const error of context.fieldErrors) {
      const shown = screen.queryAllByText((_, el) => el !== null && el.children.length === 0 && (el.textContent ?? '').includes(error.message));
      expect(shown.length, error.message).toBeGreaterThan(0);
    }
  }
}
