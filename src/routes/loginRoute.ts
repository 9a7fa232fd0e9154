import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './rootRoute';
import { safeNext } from './safeNext';

export interface LoginSearch {
  next?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // `next` is returned even when undefined: the router merges raw search values into what a route sees,
  // so leaving the key out would let an unsafe `next` through.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ next: safeNext(search.next) }),
  beforeLoad: async ({ context, search }) => {
    if (await context.session.ready()) throw redirect({ href: search.next ?? '/' });
  },
}).lazy(() => import('./login.lazy').then((module) => module.Route));
