import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureWizard, presetData } from '../../tests/model/fixtureWizard';
import type { WizardIo } from '../engine/buildWizardMachineIo';
import { CHANGES_TITLE } from './ReviewChanges';
import { renderWithTheme } from './testing/renderWithTheme';
import { WizardView } from './WizardView';

const wizard = fixtureWizard();
const current = () => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { current: 'step' });

describe('WizardView read-only mode', () => {
  it('shows every step with its fields disabled and only browsing buttons; nothing is saved or submitted', async () => {
    const io: WizardIo = { saveStep: vi.fn(async () => ({})), submit: vi.fn(async () => {}) };
    const user = userEvent.setup();
    renderWithTheme(<WizardView wizard={wizard} io={io} input={{ mode: 'edit', itemId: 'f1', data: presetData, readOnly: true }} compareTo={{ data: presetData }} />);
    expect(screen.getByLabelText(/Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save & Next' })).toBeNull();
    for (const step of wizard.steps.slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(current()).toHaveTextContent(step.title));
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('region', { name: CHANGES_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(current()).toHaveTextContent(wizard.steps.at(-2)!.title));
    expect(io.saveStep).not.toHaveBeenCalled();
    expect(io.submit).not.toHaveBeenCalled();
  });
});
