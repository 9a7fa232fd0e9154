import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Notifier } from '../../src/backend/http/notifier';
import { AppServicesProvider } from '../../src/lib/session/AppServices';
import { createSession } from '../../src/lib/session/createSession';
import { createFakeBackend } from '../../src/lib/session/testing/createFakeBackend';

const user = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false };
const notifier: Notifier = { alert: () => {}, toast: () => {} };

/**
 * Renders a course screen as the app does: Mantine, the app services (a signed-in fake backend, which the
 * uploaders need for their folder) and a memory router with /course/create and /courses.
 */
export function renderCourseApp(screen: () => ReactNode) {
  const backend = createFakeBackend([{ ...user, password: 'x' }]);
  backend.restoreAs(user);
  const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
  const root = createRootRoute({
    component: () => (
      <>
        <Link to="/courses">Go to courses</Link>
        <Outlet />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '/course/create', component: screen });
  const list = createRoute({ getParentRoute: () => root, path: '/courses', component: () => <p>Courses list</p> });
  const router = createRouter({ routeTree: root.addChildren([page, list]), history: createMemoryHistory({ initialEntries: ['/course/create'] }) });
  render(
    <MantineProvider env="test">
      <AppServicesProvider services={{ backend, session, notifier }}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </MantineProvider>,
  );
  return router;
}
