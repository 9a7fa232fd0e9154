import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WizardInput } from '../../../../machines/wizardMachine';
import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { memoryCollection } from '../../testing/memoryCollection';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { WizardView } from '../../WizardView';
import { ItemCollectionsProvider } from './ItemCollections';

const wizard = compileWizard(readSchemaFiles(process.cwd(), ['schemas', 'tests/fixtures/wizards']).source, 'item-lists');
const io: WizardIo = { saveStep: async () => ({}), submit: async () => {} };
const days = [
  { id: 'd1', day: 1, title: 'Arrival' },
  { id: 'd2', day: 2, title: 'Silence' },
];

function renderWizard(input: WizardInput) {
  const { collection, calls } = memoryCollection();
  renderWithTheme(
    <ItemCollectionsProvider collections={{ 'fixture-days': collection }}>
      <WizardView wizard={wizard} io={io} input={input} />
    </ItemCollectionsProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('ItemListField inside WizardView', () => {
  it('shows the minItems message at the list after Save & Next', async () => {
    const { user } = renderWizard({ mode: 'edit', itemId: 'w1', data: { days: days.slice(0, 1) } });
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Please add at least 2 days')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Schedule days' }).parentElement?.parentElement).toHaveTextContent('Please add at least 2 days');
  });

  it("takes restricted mode from the wizard's mode and the owner id from its item", async () => {
    const { user, calls } = renderWizard({ mode: 'restricted', itemId: 'w1', data: { days } });
    expect(screen.queryByRole('button', { name: 'Add day' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Delete|Reorder) Day/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day 2' });
    expect(within(dialog).getByLabelText('Notes')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(calls).toEqual(['update w1 d2 {"title":"Silence"}']);
  });
});
