import { authenticatedRoute } from './authenticatedRoute';
import { dashboardRoutes } from './dashboard';
import { loginRoute } from './loginRoute';
import { notFoundRoute } from './notFoundRoute';
import { rootRoute } from './rootRoute';

/** The whole route tree: public pages at the top, the dashboard behind the sign-in guard. */
export const routeTree = rootRoute.addChildren([
  loginRoute,
  notFoundRoute,
  authenticatedRoute.addChildren([...dashboardRoutes]),
]);
