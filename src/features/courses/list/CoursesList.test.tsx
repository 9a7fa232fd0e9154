import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../renderer/testing/renderWithTheme';
import type { CourseRow } from '../api/coursesApi';
import { CoursesList } from './CoursesList';

function renderList(courses: CourseRow[]) {
  const root = createRootRoute({ component: () => <CoursesList courses={courses} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/courses'] }) });
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

const at = (iso: string) => ({ epoch: Date.parse(iso) });

describe('CoursesList', () => {
  it('shows the empty state and the create link when there are no courses', async () => {
    renderList([]);
    expect(await screen.findByText('You have not created any courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create course' })).toHaveAttribute('href', '/course/create');
  });

  it('lists title, status label, dates and an edit link per course, and follows the link in the app', async () => {
    const router = renderList([
      { id: 'c1', title: 'Calm Mornings', status: 'PENDING_EDIT', status_label: 'EDIT WAITING FOR APPROVAL', created_at: at('2026-01-02T10:00:00Z'), updated_at: at('2026-01-05T10:00:00Z') },
      { id: 'c2', title: '', status: 'DRAFT', status_label: 'DRAFT', created_at: null, updated_at: null },
    ]);
    const table = await screen.findByRole('table', { name: 'Courses' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Calm Mornings');
    expect(rows[0]).toHaveTextContent('EDIT WAITING FOR APPROVAL');
    expect(rows[0]).toHaveTextContent(new Date(Date.parse('2026-01-02T10:00:00Z')).toLocaleDateString());
    expect(rows[1]).toHaveTextContent('Untitled course');
    const edit = within(rows[0]!).getByRole('link', { name: 'Edit Calm Mornings' });
    expect(edit).toHaveAttribute('href', '/course/edit/c1');
    await userEvent.setup().click(edit);
    expect(router.state.location.pathname).toBe('/course/edit/c1');
  });
});
