import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccordionContext } from '../../../machines/accordionWizardMachine';
import { fixtureSource } from '../../../tests/model/fixtureWizard';
import type { AccordionIo } from '../../engine/accordionIo';
import { compileWizard } from '../../engine/compileWizard';
import type { SchemaSource } from '../../engine/schemaSource';
import { renderWithTheme } from '../testing/renderWithTheme';
import { accordionInputAfterSchemaChange } from './accordionSwap';
import { AccordionWizardView } from './AccordionWizardView';

const INFO = 'tests/fixtures/wizards/sections/steps/info.schema.json';
const LINKS = 'tests/fixtures/wizards/sections/steps/links.schema.json';
const NEW_MESSAGE = 'Title must be 8 to 80 characters';
const source = fixtureSource();
const shape = { variant: 'WORKSHOP', mode: 'create' as const };
// Makes every section but the typed ones valid, so Finish can save.
const preset = { duration_in_mins: 60 };

// The edit staff make in `npm run dev`: a longer minimum title with a new message, and the meeting link gone.
function edited(from: SchemaSource): SchemaSource {
  const info = structuredClone(from[INFO]) as { properties: { title: { minLength: number } }; errorMessage: { properties: { title: string } } };
  info.properties.title.minLength = 8;
  info.errorMessage.properties.title = NEW_MESSAGE;
  const links = structuredClone(from[LINKS]) as { properties: Record<string, unknown> };
  delete links.properties.url;
  return { ...from, [INFO]: info, [LINKS]: links };
}

describe('a schema edit under an open accordion form (npm run dev)', { timeout: 30_000 }, () => {
  it('restarts the machine on the new version: typed values kept, a removed field kept in the data but not sent, the new rule and message on Finish', async () => {
    const before = compileWizard(source, 'sections', shape);
    const after = compileWizard(edited(source), 'sections', shape);
    expect(after.version).not.toBe(before.version);
    const io: AccordionIo = { saveItem: vi.fn(async () => ({ itemId: 'w1' })), deleteItem: vi.fn(async () => {}) };
    const seen: AccordionContext[] = [];
    const onContext = (context: AccordionContext) => void seen.push(context);
    const input = { mode: 'create' as const, data: preset };
    const user = userEvent.setup();
    const view = renderWithTheme(<AccordionWizardView wizard={before} io={io} input={input} onContext={onContext} />);
    await user.type(screen.getByLabelText(/^Title/), 'Breath');
    await user.type(screen.getByLabelText(/^Price/), '25');
    await user.type(screen.getByLabelText(/^Meeting link/), 'Zoom room');

    view.rerender(<MantineProvider env="test"><AccordionWizardView wizard={after} io={io} input={input} onContext={onContext} /></MantineProvider>);
    await waitFor(() => expect(screen.queryByLabelText(/^Meeting link/)).toBeNull());
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Breath');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('25');
    // Still unsaved after the restart: the server's copy came along, not the typed data in its place.
    expect(seen.at(-1)?.dirty).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.getByText(NEW_MESSAGE)).toBeInTheDocument());
    expect(io.saveItem).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Title/), 'ing');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(io.saveItem).toHaveBeenCalledTimes(1));
    const sent = (io.saveItem as ReturnType<typeof vi.fn>).mock.calls[0]?.[0].fields as Record<string, unknown>;
    expect(sent).toMatchObject({ title: 'Breathing', price: 25, type: 'WORKSHOP' });
    // No section owns the meeting link any more: it is not sent, but the form's data still holds it.
    expect(sent).not.toHaveProperty('url');
    expect(seen.at(-1)?.data).toMatchObject({ url: 'Zoom room' });
  });

  it('shows the errors Finish had shown again under the new rules at once, without waiting for the next keystroke', async () => {
    const before = compileWizard(source, 'sections', shape);
    const after = compileWizard(edited(source), 'sections', shape);
    const io: AccordionIo = { saveItem: vi.fn(async () => ({})), deleteItem: vi.fn(async () => {}) };
    const input = { mode: 'create' as const, data: preset };
    const user = userEvent.setup();
    const view = renderWithTheme(<AccordionWizardView wizard={before} io={io} input={input} />);
    await user.type(screen.getByLabelText(/^Title/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.getByText('Title must be 5 to 80 characters')).toBeInTheDocument());

    view.rerender(<MantineProvider env="test"><AccordionWizardView wizard={after} io={io} input={input} /></MantineProvider>);
    await waitFor(() => expect(screen.getByText(NEW_MESSAGE)).toBeInTheDocument());
    expect(screen.queryByText('Title must be 5 to 80 characters')).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Hi');
  });

  it('keeps closed sections closed, opens a new one, and shows errors again under the new rules when they were shown', () => {
    const before = compileWizard(source, 'sections', shape);
    const after = compileWizard(edited(source), 'sections', { variant: 'WORKSHOP', mode: 'edit' });
    const context = {
      mode: 'edit',
      itemId: 'w1',
      status: 'PENDING',
      data: { title: 'Breath', url: 'x' },
      saved: { title: 'Breath!' },
      dirty: true,
      open: ['info', 'price'],
      errors: {},
      errorsShown: true,
      lastError: null,
      validation: undefined,
    } satisfies AccordionContext;
    const input = accordionInputAfterSchemaChange(after, before, context);
    // `codes` is shown only when editing: new to this form, so it opens; timing and links stay closed.
    expect(input).toEqual({ mode: 'edit', itemId: 'w1', status: 'PENDING', data: context.data, saved: context.saved, open: ['info', 'price', 'codes'], errorsShown: true });
  });
});
