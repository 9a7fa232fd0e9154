import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { memoryCollection } from '../../testing/memoryCollection';
import { layOutItemRows, renderItemListStep } from '../../testing/renderItemListStep';

// The fixture wizard tests/fixtures/wizards/item-lists: 'days' (2 to 3, first fixed, saved through the
// fixture-days collection, notes locked in restricted mode) and 'faqs' (saved with the step).
const wizard = compileWizard(readSchemaFiles(process.cwd(), ['schemas', 'tests/fixtures/wizards']).source, 'item-lists');
const day = (id: string, n: number, title: string) => ({ id, day: n, title, notes: `Notes of ${title}` });
const twoDays = { days: [day('d1', 1, 'Arrival'), day('d2', 2, 'Silence')] };
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

function setup(data: Record<string, unknown> = twoDays, options: { restricted?: boolean; disabled?: boolean; fail?: boolean; itemId?: string | null } = {}) {
  const { collection, calls } = memoryCollection({ fail: options.fail });
  const view = renderItemListStep({ wizard, stepKey: 'schedule', data, collections: { 'fixture-days': collection }, ...options });
  return { ...view, calls, user: userEvent.setup() };
}

// Each row's first line of text: its summary title.
const rows = (list: string) => within(screen.getByRole('list', { name: list })).queryAllByRole('listitem').map((row) => row.querySelector('p')?.textContent);

let undoLayout: () => void;
beforeAll(() => {
  undoLayout = layOutItemRows();
});
afterAll(() => undoLayout());

describe('ItemListField', () => {
  it('lists the items by their summaries from the schema', () => {
    setup();
    expect(rows('Schedule days')).toEqual(['Day 1: Arrival', 'Day 2: Silence']);
    expect(screen.getByText('Notes of Silence')).toBeInTheDocument();
  });

  it('adds an item in a full-screen editor showing the item schema messages until it is valid, created through the named collection', async () => {
    const { user, calls, data } = setup();
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(dialog).toHaveTextContent('Please add a day title');
    await user.type(within(dialog).getByLabelText(label('Title')), 'Ri');
    expect(dialog).toHaveTextContent('A day title has at least 3 characters');
    await user.type(within(dialog).getByLabelText(label('Title')), 'se');
    expect(dialog).not.toHaveTextContent('A day title has at least 3 characters');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['create owner-1 {"title":"Rise"}']);
    expect(data().days).toEqual([...twoDays.days, { title: 'Rise', id: 'saved-1', day: 3 }]);
    expect(rows('Schedule days')).toEqual(['Day 1: Arrival', 'Day 2: Silence', 'Day 3: Rise']);
  });

  it("opens the editor with the focus on its first field, not on the header's close button", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day 2' });
    await waitFor(() => expect(within(dialog).getByLabelText(label('Title'))).toHaveFocus());
    // Typing right away goes into that field.
    await user.keyboard('!');
    expect(within(dialog).getByLabelText(label('Title'))).toHaveValue('Silence!');
    // Closed, the focus goes back to the button that opened it, not to <body>.
    await user.clear(within(dialog).getByLabelText(label('Title')));
    await user.keyboard('Silence');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Day 2' })).toHaveFocus());
  });

  it('disables Add at maxItems and says why', () => {
    setup({ days: [day('d1', 1, 'One'), day('d2', 2, 'Two'), day('d3', 3, 'Three')] });
    const add = screen.getByRole('button', { name: 'Add day' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('A schedule has at most 3 days');
  });

  it('edits an item in place through the collection', async () => {
    const { user, calls, data } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day 2' });
    await user.clear(within(dialog).getByLabelText(label('Title')));
    await user.type(within(dialog).getByLabelText(label('Title')), 'Deep silence');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['update owner-1 d2 {"title":"Deep silence","notes":"Notes of Silence"}']);
    expect(data().days).toEqual([day('d1', 1, 'Arrival'), { ...day('d2', 2, 'Deep silence'), notes: 'Notes of Silence' }]);
  });

  it('keeps the first item (no Delete) and deletes another only after the confirmation from the schema, renumbering', async () => {
    const { user, calls, data } = setup({ days: [day('d1', 1, 'One'), day('d2', 2, 'Two'), day('d3', 3, 'Three')] });
    expect(screen.queryByRole('button', { name: 'Delete Day 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Day 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove day' });
    expect(confirm).toHaveTextContent('Remove day 2 from the schedule?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Day 2' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove day' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toEqual(['remove owner-1 d2']));
    expect(data().days).toEqual([day('d1', 1, 'One'), day('d3', 2, 'Three')]);
    expect(rows('Schedule days')).toEqual(['Day 1: One', 'Day 2: Three']);
  });

  it('reorders by keyboard (space, arrow down, space), announces it, and saves the order as {id, day}', async () => {
    const { user, calls, data } = setup({ days: [day('d1', 1, 'One'), day('d2', 2, 'Two'), day('d3', 3, 'Three')] });
    screen.getByRole('button', { name: 'Reorder Day 2' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Day 2: Two was dropped at position 3 of 3.'));
    await waitFor(() => expect(calls).toEqual(['reorder owner-1 [{"id":"d1","day":1},{"id":"d3","day":2},{"id":"d2","day":3}]']));
    expect(data().days).toEqual([day('d1', 1, 'One'), { ...day('d3', 2, 'Three'), notes: 'Notes of Three' }, { ...day('d2', 3, 'Two'), notes: 'Notes of Two' }]);
    expect(rows('Schedule days')).toEqual(['Day 1: One', 'Day 2: Three', 'Day 3: Two']);
  });

  it('restricted mode offers no add, delete or reorder and locks the fields the schema names, with their hint', async () => {
    const { user } = setup(twoDays, { restricted: true });
    expect(screen.queryByRole('button', { name: 'Add day' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Delete|Reorder) Day/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day 2' });
    expect(within(dialog).getByLabelText('Notes')).toBeDisabled();
    expect(within(dialog).getByLabelText(label('Title'))).toBeEnabled();
    await user.hover(within(dialog).getByLabelText('Notes').parentElement!);
    expect(await screen.findByText('Notes of a live schedule are changed by support.')).toBeInTheDocument();
  });

  it('keeps the editor open with the message when the collection refuses', async () => {
    const { user, data } = setup(twoDays, { fail: true });
    await user.click(screen.getByRole('button', { name: 'Edit Day 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error occurred while saving');
    expect(screen.getByRole('dialog', { name: 'Day 1' })).toBeInTheDocument();
    expect(data()).toEqual(twoDays);
  });

  it('waits for the first save before a collection takes items', () => {
    setup({ days: [] }, { itemId: null });
    expect(screen.getByRole('button', { name: 'Add day' })).toBeDisabled();
    expect(screen.getByText('No days yet.')).toBeInTheDocument();
  });

  it('saves an inline list with the step: the new list is the step data, no collection call', async () => {
    const { user, calls, data } = setup();
    await user.click(screen.getByRole('button', { name: 'Add faq' }));
    const dialog = await screen.findByRole('dialog', { name: 'FAQ 1' });
    await user.type(within(dialog).getByLabelText(label('Question')), 'When do we start?');
    await user.click(within(dialog).getByRole('button', { name: 'Save faq' }));
    await waitFor(() => expect(data().faqs).toEqual([{ question: 'When do we start?' }]));
    expect(calls).toEqual([]);
    expect(rows('FAQs')).toEqual(['When do we start?']);
  });

  it('a read-only wizard shows the list only', () => {
    setup(twoDays, { disabled: true });
    expect(rows('Schedule days')).toEqual(['Day 1: Arrival', 'Day 2: Silence']);
    expect(screen.queryByRole('button', { name: /Day/ })).toBeNull();
  });
});
