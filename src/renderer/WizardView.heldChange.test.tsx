import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureWizard, presetData } from '../../tests/model/fixtureWizard';
import type { WizardContext } from '../../machines/wizardMachine';
import type { WizardIo } from '../engine/buildWizardMachineIo';
import { renderWithTheme } from './testing/renderWithTheme';
import { WizardView } from './WizardView';

const wizard = fixtureWizard();

function setup() {
  const io: WizardIo = { saveStep: vi.fn(async () => ({ itemId: 'f1' })), submit: vi.fn(async () => {}) };
  const seen: WizardContext[] = [];
  const view = renderWithTheme(<WizardView wizard={wizard} io={io} input={{ mode: 'create', data: presetData }} onContext={(context) => void seen.push(context as WizardContext)} />);
  // A typed value as one input event, with no key or press around it (as a paste or an input method delivers it).
  const typeTitle = (value: string) => {
    const title = screen.getByLabelText(/Title/);
    title.focus();
    fireEvent.change(title, { target: { value } });
  };
  const lastTitle = () => seen.at(-1)?.data.title;
  return { io, view, typeTitle, lastTitle, seen };
}

describe('WizardView: a form change reaches the machine after the typed character is painted', () => {
  it('delivers a change at once when the focus is not in a text field (a pick, a tick, a list button)', () => {
    const { lastTitle } = setup();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Morning' } });
    expect(lastTitle()).toBe('Morning');
  });

  it('holds the change through the keystroke and delivers it after the next paint', async () => {
    const { typeTitle, lastTitle, seen } = setup();
    typeTitle('Morning calm practice');
    expect(lastTitle()).toBeUndefined();
    await waitFor(() => expect(lastTitle()).toBe('Morning calm practice'));
    expect(seen.at(-1)?.dirty).toBe(true);
  });

  it('Save & Next pressed before that validates and saves the latest value', async () => {
    const { io, typeTitle } = setup();
    typeTitle('short');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Title must be at least 10 characters');
    typeTitle('Morning calm practice');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(io.saveStep).toHaveBeenCalledWith(expect.objectContaining({ fields: expect.objectContaining({ title: 'Morning calm practice' }) })));
  });

  it('a press anywhere, the page being hidden and leaving the wizard each deliver a held change at once', () => {
    const { view, typeTitle, lastTitle } = setup();
    typeTitle('Morning');
    fireEvent.pointerDown(document.body);
    expect(lastTitle()).toBe('Morning');
    typeTitle('Morning calm');
    window.dispatchEvent(new Event('pagehide'));
    expect(lastTitle()).toBe('Morning calm');
    typeTitle('Morning calm practice');
    view.unmount();
    expect(lastTitle()).toBe('Morning calm practice');
  });
});
