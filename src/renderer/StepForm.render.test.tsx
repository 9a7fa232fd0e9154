import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureWizard, presetData } from '../../tests/model/fixtureWizard';
import { renderWithTheme } from './testing/renderWithTheme';
import { WizardView } from './WizardView';
import type * as TextModule from './widgets/TextWidget';
import type * as TextareaModule from './widgets/TextareaWidget';

// Counts renders of the two text widgets by wrapping their modules; the registry picks the wrappers up.
const renders = vi.hoisted(() => ({ text: 0, textarea: 0 }));
vi.mock('./widgets/TextWidget', async (importOriginal) => {
  const original = await importOriginal<typeof TextModule>();
  return { TextWidget: (props: Parameters<typeof original.TextWidget>[0]) => (renders.text++, original.TextWidget(props)) };
});
vi.mock('./widgets/TextareaWidget', async (importOriginal) => {
  const original = await importOriginal<typeof TextareaModule>();
  return { TextareaWidget: (props: Parameters<typeof original.TextareaWidget>[0]) => (renders.textarea++, original.TextareaWidget(props)) };
});

describe('keystroke rendering', () => {
  it('re-renders only the field typed into, also while errors are shown live', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <WizardView wizard={fixtureWizard()} io={{ saveStep: vi.fn(), submit: vi.fn() }} input={{ mode: 'create', data: presetData }} />,
    );
    const title = screen.getByLabelText(/Title/);
    await user.type(title, 'Sh');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(title).toHaveAccessibleDescription('Title must be at least 10 characters');
    const before = { ...renders };
    await user.type(title, 'o');
    expect(renders.textarea - before.textarea).toBe(0);
    expect(renders.text - before.text).toBeGreaterThan(0);
    expect(renders.text - before.text).toBeLessThanOrEqual(2);
  });
});
