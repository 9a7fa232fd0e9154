import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './rootRoute';
import { safeNext } from './safeNext';

export interface LoginSearch {
  next?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const next = safeNext(search.next);
    return next ? { next } : {};
  },
  beforeLoad: async ({ context, search }) => {
    if (await context.session.ready()) throw redirect({ href: search.next ?? '/' });
  },
}).lazy(() => import('./login.lazy').then((module) => module.Route));
