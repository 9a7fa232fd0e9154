import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureSource, fixtureWizard, presetData } from '../../tests/model/fixtureWizard';
import type { WizardContext } from '../../machines/wizardMachine';
import type { WizardIo } from '../engine/buildWizardMachineIo';
import type { SchemaSource } from '../engine/schemaSource';
import { inputAfterSchemaChange } from './schemaSwap';
import { renderWithTheme } from './testing/renderWithTheme';
import { WizardView } from './WizardView';

const DETAILS = 'tests/fixtures/wizards/fixture/steps/details.schema.json';
const NEW_MESSAGE = 'A title needs 12 characters or more';
const source = fixtureSource();

// The edit staff make in `npm run dev`: a stricter title with a new message, and the summary field gone.
function edited(from: SchemaSource): SchemaSource {
  const details = structuredClone(from[DETAILS]) as { properties: Record<string, { minLength?: number; errorMessage?: Record<string, string> }> };
  const title = details.properties.title as { minLength: number; errorMessage: Record<string, string> };
  title.minLength = 12;
  title.errorMessage.minLength = NEW_MESSAGE;
  delete details.properties.summary;
  return { ...from, [DETAILS]: details };
}

describe('a schema edit under an open wizard (npm run dev)', { timeout: 30_000 }, () => {
  it('restarts the machine on the new version where the publisher was: typed values kept, a removed field kept in the data, the new rule and message on the next Save & Next', async () => {
    const before = fixtureWizard(source);
    const after = fixtureWizard(edited(source));
    expect(after.version).not.toBe(before.version);
    const io: WizardIo = { saveStep: vi.fn(async () => ({ itemId: 'f1' })), submit: vi.fn(async () => {}) };
    const seen: WizardContext[] = [];
    const onContext = (context: object) => void seen.push(context as WizardContext);
    const user = userEvent.setup();
    const view = renderWithTheme(<WizardView wizard={before} io={io} input={{ mode: 'create', data: presetData }} onContext={onContext} />);
    await user.type(screen.getByLabelText(/Title/), 'calm breath');
    await user.type(screen.getByLabelText(/Summary/), 'Kept for later');

    view.rerender(<MantineProvider env="test"><WizardView wizard={after} io={io} input={{ mode: 'create', data: presetData }} onContext={onContext} /></MantineProvider>);
    await waitFor(() => expect(screen.queryByLabelText(/Summary/)).toBeNull());
    expect(screen.getByLabelText(/Title/)).toHaveValue('Calm breath');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription(NEW_MESSAGE));
    expect(io.saveStep).not.toHaveBeenCalled();
    expect(seen.at(-1)?.data).toMatchObject({ title: 'Calm breath', summary: 'Kept for later' });

    await user.type(screen.getByLabelText(/Title/), 'ing');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(io.saveStep).toHaveBeenCalledWith(expect.objectContaining({ stepKey: 'details', fields: expect.objectContaining({ title: 'Calm breathing' }) })));
    // The removed field is not the step's any more: it is not sent, but the draft still holds it.
    expect((io.saveStep as ReturnType<typeof vi.fn>).mock.calls[0]?.[0].fields).not.toHaveProperty('summary');
    expect(seen.at(-1)?.data).toMatchObject({ summary: 'Kept for later' });
  });

  it('re-opens a validated step the new rules refuse, and stays on the current step', () => {
    const before = fixtureWizard(source);
    const after = fixtureWizard(edited(source));
    const context = { mode: 'edit', itemId: 'f1', data: { ...presetData, title: 'Calm breath' }, saved: { ...presetData, title: 'Calm breath' }, validated: ['details', 'media'], current: 'media', readOnly: false, status: 'DRAFT', validation: undefined } as unknown as WizardContext;
    const input = inputAfterSchemaChange(after, before.version, context, { mode: 'edit' });
    expect(input).toMatchObject({ mode: 'edit', itemId: 'f1', startStep: 'media', validated: ['media'], data: context.data, saved: context.saved });
  });
});
