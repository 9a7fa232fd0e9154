import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { createAppRouter } from '../../app/createAppRouter';
import type { DocData } from '../../backend/ports';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';

// The real route tree and shell on a fake backend: where each path goes for a role, and the menu.
const user = { uid: 'u1', email: 'someone@demo.local', isAdmin: false };
const settled = { teacher_terms_version_accepted: '1.0', teacher_dashboard_onboarding_completed: true };

function mount(path: string, userDoc: DocData, settings: DocData = settled) {
  const backend = createFakeBackend([{ ...user, password: 'x' }], { documents: { 'users/u1': userDoc, 'users/u1/private/settings': settings } });
  backend.restoreAs(user);
  const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
  const router = createAppRouter(session, createMemoryHistory({ initialEntries: [path] }));
  render(<App services={{ backend, session, notifier: { alert: () => {}, toast: () => {} } }} router={router} />);
  return router;
}

const approved = { name: 'Asha Rao', username: 'asha', isApprovedPublisher: true };
const menu = () => screen.findByRole('navigation', { name: 'Main menu' });
const pathOf = (router: ReturnType<typeof mount>) => router.state.location.pathname;

describe('dashboard routes', () => {
  it('opens the full dashboard for a publisher with a username, titled by the menu entry', async () => {
    mount('/', approved);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(await menu()).getByText('Followers')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Publisher Dashboard'));
  });

  it('navigates from the menu and sets the page title', async () => {
    const router = mount('/', approved);
    fireEvent.click(within(await menu()).getByText('Revenue'));
    await waitFor(() => expect(pathOf(router)).toBe('/revenue'));
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
    expect(document.title).toBe('Revenue | Publisher Dashboard');
  });

  it('sends a user without username from / to /profile and elsewhere to /not-found', async () => {
    const router = mount('/', { name: 'New User' });
    await waitFor(() => expect(pathOf(router)).toBe('/profile'));
    const labels = within(await menu()).getAllByText(/.+/).map((el) => el.textContent);
    expect(labels).toEqual(['Publisher Profile', 'Logout']);
    // The profile form loads its schema lazily; let it finish inside the test.
    expect(await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 })).toHaveValue('New User');
  }, 20_000);

  it('sends a user without username elsewhere to /not-found', async () => {
    const router = mount('/courses', { name: 'New User' });
    await waitFor(() => expect(pathOf(router)).toBe('/not-found'));
  });

  it.each([
    ['/workshop', '/workshop/create', 'Create your workshop'],
    ['/workshop-promo/p1', '/workshop-promo/p1', 'Edit your workshop promo'],
    ['/workshop-recording/create', '/workshop-recording/create', 'Create workshop recording'],
    ['/tracks/create', '/tracks/create', 'Upload Track'],
    ['/theme', '/theme', 'Theme'],
  ])('%s shows %s with its page header', async (path, landing, heading) => {
    const router = mount(path, approved);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(pathOf(router)).toBe(landing);
  });

  it('draws /live/{eventId}/host without the shell', async () => {
    const router = mount('/live/e1/host', approved);
    // The host screen asks the events service for its event; this fake backend's address does not resolve, so
    // the screen's own load-failure alert (with Try again) shows, drawn without the dashboard's menu.
    await waitFor(() => expect(pathOf(router)).toBe('/live/e1/host'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The live event could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('renders nothing inside the shell on retreat routes when retreats are not accessible', async () => {
    mount('/retreats', approved, { ...settled, is_retreat_accessible: false });
    expect(within(await menu()).queryByText('Retreats')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Retreats' })).toBeNull();
  });

  it('opens the menu as a drawer from the Menu button', async () => {
    mount('/', approved);
    await menu();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
