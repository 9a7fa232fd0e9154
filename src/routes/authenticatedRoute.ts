import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './rootRoute';

/** Pathless layout: everything inside the dashboard needs a user (spec 1 §2). */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, location }) => {
    const user = await context.session.ready();
    if (!user) throw redirect({ to: '/login', search: { next: location.href } });
    return { user };
  },
});
