import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureWizard, presetData } from '../../tests/model/fixtureWizard';
import { compileWizard } from '../engine/compileWizard';
import { readSchemaFiles } from '../engine/loadSchemasFromDisk';
import type { WizardIo } from '../engine/buildWizardMachineIo';
import { renderWithTheme } from './testing/renderWithTheme';
import { WizardView } from './WizardView';

const wizard = fixtureWizard();

function setup(io: Partial<WizardIo> = {}) {
  const full: WizardIo = { saveStep: vi.fn(async () => ({ itemId: 'f1' })), submit: vi.fn(async () => {}), ...io };
  const user = userEvent.setup();
  renderWithTheme(<WizardView wizard={wizard} io={full} input={{ mode: 'create', data: presetData }} />);
  return { io: full, user };
}

describe('WizardView', () => {
  it('shows numbered steps, marks unvalidated ones and only lets create mode go back', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    expect(nav).toHaveTextContent('1. Details');
    expect(screen.getByRole('button', { name: /2\. Media/ })).toBeDisabled();
    expect(screen.getAllByRole('img', { name: 'Not yet validated' })).toHaveLength(3);
  });

  it("shows the engine's message under the field and does not save an invalid step", async () => {
    const { io, user } = setup();
    await user.type(screen.getByLabelText(/Title/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Title must be at least 10 characters');
    expect(io.saveStep).not.toHaveBeenCalled();
  });

  it('once errors are shown, updates them as the user types (drawn after the typed character)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    const title = screen.getByLabelText(/Title/);
    expect(title).toHaveAccessibleDescription('Please add a title');
    await user.type(title, 'short');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title must be at least 10 characters'));
    await user.type(title, ' but now long enough');
    await waitFor(() => expect(title).not.toHaveAccessibleDescription(/Title must/));
  });

  it("saves only the step's own fields, then moves on", async () => {
    const { io, user } = setup();
    await user.type(screen.getByLabelText(/Title/), 'morning calm practice');
    expect(screen.getByLabelText(/Title/)).toHaveValue('Morning calm practice');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /2\. Media/ })).toHaveAttribute('aria-current', 'step'));
    expect(io.saveStep).toHaveBeenCalledWith(
      expect.objectContaining({ stepKey: 'details', fields: { title: 'Morning calm practice', categories: ['relax'], lang: presetData.lang } }),
    );
  });

  it('keeps the user on the step with the error when saving fails', async () => {
    const { user } = setup({ saveStep: vi.fn(async () => Promise.reject(new Error('Error occurred while saving'))) });
    await user.type(screen.getByLabelText(/Title/), 'Morning calm practice');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred while saving');
    expect(screen.getByRole('button', { name: /1\. Details/ })).toHaveAttribute('aria-current', 'step');
  });
});

describe('WizardView leave-page warning', () => {
  it('asks the browser to warn before unloading only while changes are unsaved', async () => {
    const { user } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/Title/), 'Calm');
    expect(unload()).toBe(true);
  });
});

describe('WizardView review step', () => {
  it('summarises every step with readable values', () => {
    const data = { ...presetData, title: 'Morning calm practice', hashtags: ['calm', 'sleep'] };
    renderWithTheme(<WizardView wizard={wizard} io={{ saveStep: vi.fn(), submit: vi.fn() }} input={{ mode: 'edit', data, startStep: 'review' }} />);
    const review = screen.getByLabelText('Review');
    // Each field is a label (dt) followed by its value (dd).
    const valueOf = (label: string) => within(review).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Title')).toHaveTextContent('Morning calm practice');
    expect(valueOf('Language')).toHaveTextContent('English');
    expect(valueOf('Hashtags')).toHaveTextContent('calm, sleep');
    expect(valueOf('Image')).toHaveTextContent('original.jpeg');
  });

  it("draws the review's own fields under its heading without repeating that heading (the retreat's 'Review and Submit')", () => {
    const retreat = compileWizard(readSchemaFiles(process.cwd(), ['schemas']).source, 'retreat');
    renderWithTheme(<WizardView wizard={retreat} io={{ saveStep: vi.fn(), submit: vi.fn() }} input={{ mode: 'edit', data: {}, startStep: 'review-and-submit' }} />);
    expect(screen.getAllByRole('heading', { name: 'Review and Submit' })).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /permission to publish and sell this retreat/ })).toBeInTheDocument();
  });
});
