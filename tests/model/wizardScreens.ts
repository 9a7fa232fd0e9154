import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { WizardMachine } from '../../machines/wizardMachine';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { wizardPhase } from '../../src/renderer/wizardPhase';
import type { WizardHarness } from './wizardHarness';

// Steps each harness (one rendered wizard per path) has shown so far, for the 'visitedSteps' marker policy.
const visitedSteps = new WeakMap<WizardHarness, Set<string>>();

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
  // The manifest's marker policy: every unvalidated step, or (visitedSteps) only those opened on this path.
  const visited = visitedSteps.get(harness) ?? new Set<string>();
  visited.add(context.current);
  visitedSteps.set(harness, visited);
  const onlyVisited = wizard.navigation.unvalidatedMarker === 'visitedSteps';
  wizard.steps.forEach((step, i) => {
    const marked = within(buttons[i]!).queryByRole('img', { name: 'Not yet validated' }) !== null;
    const expected = !step.review && !context.validated.includes(step.key) && (!onlyVisited || visited.has(step.key));
    expect(marked, `warning marker on ${step.key}`).toBe(expected);
  });
  // The wizard's own dialog title (the manifest may name it; the default is the spec's sentence).
  const unsaved = screen.queryByRole('dialog', { name: wizard.dialogs.unsavedChanges.title });
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
