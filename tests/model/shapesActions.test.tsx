import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { WizardView } from '../../src/renderer/WizardView';
import { fixtureSource } from './fixtureWizard';
import { renderWizardHarness } from './wizardHarness';

// The manifest's extra actions in the steps layout, through the real WizardView: labels, routes and
// which statuses show Delete all come from tests/fixtures/wizards/shapes/wizard.json.
const wizard = compileWizard(fixtureSource(), 'shapes', { variant: 'FREE', mode: 'edit' });
const details = { title: 'Calm music', content_type: 'TALK', copyright: 'AUTHORISED' };

describe('manifest actions in the steps layout', () => {
  it('Save & Finish Later saves the step and leaves to the route the manifest names', async () => {
    const onFinish = vi.fn();
    const saveStep = vi.fn(async () => ({ itemId: 's-1' }));
    renderWithTheme(<WizardView wizard={wizard} io={{ saveStep, submit: vi.fn() }} input={{ mode: 'edit', itemId: 's-1', data: details, startStep: 'details', status: 'PENDING' }} onFinish={onFinish} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save & Finish Later' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith('finishedLater', '/shapes'));
    expect(saveStep).toHaveBeenCalledWith(expect.objectContaining({ stepKey: 'details', fields: details }));
  });

  it('Delete shows only for the listed statuses, asks with the manifest texts, and deletes', async () => {
    const harness = renderWizardHarness(wizard, { mode: 'edit', itemId: 's-1', data: details, status: 'PENDING' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this item?' });
    expect(within(dialog).getByText('It cannot be restored.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await harness.settle('delete', { ok: true });
    await waitFor(() => expect(harness.finished).toContain('deleted'));
  });

  it('offers no Delete for an approved item, and the first step’s Back says what the manifest says', () => {
    renderWithTheme(<WizardView wizard={wizard} io={{ saveStep: vi.fn(), submit: vi.fn() }} input={{ mode: 'edit', itemId: 's-2', data: details, status: 'APPROVED' }} />);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('a named outcome in the steps layout', () => {
  it('makes the registered call instead of the step save when only the watched field changed, then ends at its route', async () => {
    const published = { ...details, content_type: 'MUSIC', genre: 'CLASSICAL' };
    const onFinish = vi.fn();
    const saveStep = vi.fn(async () => undefined);
    const runOutcome = vi.fn(async () => undefined);
    renderWithTheme(
      <WizardView
        wizard={wizard}
        io={{ saveStep, submit: vi.fn(), runOutcome }}
        input={{ mode: 'edit', itemId: 's-3', data: { ...published, genre: 'AMBIENT' }, saved: published, status: 'PUBLISHED', startStep: 'categorize' }}
        onFinish={onFinish}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith('outcomeDone', '/shapes'));
    expect(runOutcome).toHaveBeenCalledWith({ call: 'approveGenre', wizardId: 'shapes', itemId: 's-3', stepKey: 'categorize', fields: { genre: 'AMBIENT' } });
    expect(saveStep).not.toHaveBeenCalled();
  });
});
