import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_COOKIE, readCookie } from '../../lib/cookies';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { ErrorPage } from './ErrorPage';

const account = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false, password: 'right' };

function Broken(): never {
  throw new Error('the page blew up');
}

async function renderBrokenPage() {
  const backend = createFakeBackend([account]);
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  await session.signIn(account.email, account.password);
  const root = createRootRoute({ component: Outlet, errorComponent: ErrorPage });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: Broken }),
      createRoute({ getParentRoute: () => root, path: '/login', component: () => <p>sign-in page</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider>
      <AppServicesProvider services={{ backend, session, notifier: { alert: vi.fn(), toast: vi.fn() } }}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { router, session, backend };
}

describe('ErrorPage', () => {
  afterEach(() => {
    document.cookie = `${IMPERSONATION_COOKIE}=; Max-Age=0; Path=/`;
    vi.restoreAllMocks();
  });

  it('replaces a page that throws, with a way to contact support, and logs what broke', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBrokenPage();
    expect(await screen.findByRole('heading', { name: 'Something has gone wrong' })).toBeInTheDocument();
    expect(screen.getByText(/contact our support team/)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The page failed and shows the error page:', expect.objectContaining({ message: 'the page blew up' }));
  });

  it("'Try again' clears the impersonation cookie, signs out and goes to sign-in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = `${IMPERSONATION_COOKIE}=admin-as-publisher; Path=/`;
    const { router, session, backend } = await renderBrokenPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readCookie(IMPERSONATION_COOKIE)).toBeNull();
    expect(backend.calls).toContain('signOut');
    expect(session.actor.getSnapshot().value).toBe('signedOut');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
