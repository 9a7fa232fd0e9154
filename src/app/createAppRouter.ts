import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { Session } from '../lib/session/createSession';
import { routeTree } from '../routes/routeTree';
import { PageLoader } from './PageLoader';

/** The app's router; the session goes into the route context so guards can wait for it. */
export function createAppRouter(session: Session, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { session },
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    // A page that throws notFound() (an unknown item id) shows the same page as an unknown path.
    defaultNotFoundComponent: lazyRouteComponent(() => import('../features/errors/NotFoundPage'), 'NotFoundPage'),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
