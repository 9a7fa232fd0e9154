import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from '../authenticatedRoute';

/**
 * Pathless layout of every dashboard page: decides the route by profile state and draws the shell.
 * The shell loads with the first dashboard page, never on the sign-in route (DESIGN §9).
 */
export const layoutRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: 'dashboard',
  component: lazyRouteComponent(() => import('./DashboardLayout'), 'DashboardLayout'),
});
