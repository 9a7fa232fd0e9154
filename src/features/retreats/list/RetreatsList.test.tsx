import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../renderer/testing/renderWithTheme';
import type { RetreatRow } from '../api/retreatsListApi';
import { RetreatsList } from './RetreatsList';

function renderList(rows: RetreatRow[], onDelete: (row: RetreatRow) => Promise<void> = async () => undefined) {
  const root = createRootRoute({ component: () => <RetreatsList rows={rows} onDelete={onDelete} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/retreats'] }) });
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

const row = (patch: Partial<RetreatRow> & { title?: string }): RetreatRow => ({
  id: 'r1',
  user_id: 'me',
  role: 'owner',
  status: 'DRAFT',
  can_edit: true,
  number_of_sales: 0,
  progress: { complete: 3, total: 10 },
  data: { title: patch.title ?? 'Silent Forest', start_date: '2099-06-01', end_date: '2099-06-07' },
  ...patch,
});

describe('RetreatsList', () => {
  it('shows the empty state and the create link when there are no retreats', async () => {
    renderList([]);
    expect(await screen.findByText('You have not created any retreats yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create retreat' })).toHaveAttribute('href', '/retreat/create');
  });

  it('shows title, dates, status, progress and Edit, View and Delete for a draft of the owner', async () => {
    const router = renderList([row({})]);
    const card = await screen.findByRole('article', { name: 'Silent Forest' });
    expect(card).toHaveTextContent('Draft');
    expect(card).toHaveTextContent('Jun 1, 2099 – Jun 7, 2099');
    expect(card).toHaveTextContent('3 of 10 steps complete');
    expect(within(card).getByRole('link', { name: 'View Silent Forest' })).toHaveAttribute('href', '/retreat/view/r1');
    expect(within(card).getByRole('button', { name: 'Delete Silent Forest' })).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Edit Silent Forest' }));
    expect(router.state.location.pathname).toBe('/retreat/r1');
  });

  it('a co-hosted retreat is read only: View with its owner, no Edit, no Delete', async () => {
    renderList([row({ role: 'cohost', user_id: 'owner-1', can_edit: false, title: 'Shared Retreat' })]);
    const card = await screen.findByRole('article', { name: 'Shared Retreat' });
    expect(card).toHaveTextContent('Co-host');
    expect(within(card).getByRole('link', { name: 'View Shared Retreat' })).toHaveAttribute('href', '/retreat/view/r1?user_id=owner-1');
    expect(within(card).queryByRole('link', { name: 'Edit Shared Retreat' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('an approved retreat with sales offers neither Edit (when the server says so) nor Delete, and shows its sales', async () => {
    renderList([row({ status: 'APPROVED', can_edit: false, number_of_sales: 3, title: 'Sold Retreat' })]);
    const card = await screen.findByRole('article', { name: 'Sold Retreat' });
    expect(card).toHaveTextContent('Approved');
    expect(card).toHaveTextContent('3 sales');
    expect(within(card).queryByRole('link', { name: 'Edit Sold Retreat' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('deletes only after the confirmation, and Cancel keeps the retreat', async () => {
    const onDelete = vi.fn(async () => undefined);
    renderList([row({})], onDelete);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Silent Forest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete retreat' });
    expect(dialog).toHaveTextContent('Delete “Silent Forest”? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Silent Forest' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete retreat' })).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });
});
