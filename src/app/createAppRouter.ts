import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Session } from '../lib/session/createSession';
import { routeTree } from '../routes/routeTree';

/** The app's router; the session goes into the route context so guards can wait for it. */
export function createAppRouter(session: Session, history?: RouterHistory) {
  return createRouter({ routeTree, context: { session }, history, defaultPreload: 'intent', scrollRestoration: true });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
