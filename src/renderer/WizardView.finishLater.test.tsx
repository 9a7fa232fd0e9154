import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WizardIo } from '../engine/buildWizardMachineIo';
import { compileWizard } from '../engine/compileWizard';
import { readSchemaFiles } from '../engine/loadSchemasFromDisk';
import { renderWithTheme } from './testing/renderWithTheme';
import { WizardView } from './WizardView';

// The manifest's Save & Finish Later on the review step (spec 2 §2: the review offers Back, Save & Finish
// Later and Submit): nothing of the review's own is saved (its fields travel with Submit); the wizard ends there.
const retreat = compileWizard(readSchemaFiles(process.cwd(), ['schemas']).source, 'retreat', { mode: 'edit' });
const review = retreat.steps.find((s) => s.review)!.key;

function renderReview(readOnly: boolean) {
  const io: WizardIo = { saveStep: vi.fn(async () => ({})), submit: vi.fn(async () => {}) };
  const onFinish = vi.fn();
  renderWithTheme(<WizardView wizard={retreat} io={io} input={{ mode: 'edit', itemId: 'r1', data: {}, startStep: review, readOnly }} onFinish={onFinish} />);
  return { io, onFinish, user: userEvent.setup() };
}

describe('Save & Finish Later on the review step', () => {
  it("is offered beside Back and Submit, saves nothing and ends the wizard at the manifest's route", async () => {
    const { io, onFinish, user } = renderReview(false);
    expect((await screen.findAllByRole('heading', { name: 'Review and Submit', level: 3 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: retreat.actions.saveAndFinishLater!.label }));
    expect(onFinish).toHaveBeenCalledWith('finishedLater', retreat.actions.saveAndFinishLater!.to);
    expect(io.saveStep).not.toHaveBeenCalled();
  });

  it('is not offered in a read-only wizard', async () => {
    renderReview(true);
    expect((await screen.findAllByRole('heading', { name: 'Review and Submit', level: 3 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: retreat.actions.saveAndFinishLater!.label })).toBeNull();
  });
});
