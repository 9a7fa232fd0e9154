import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

/** /analytics: the analytics summary (issue 18 item 6); admins only, by the shell's rule and the server's. */
export const analyticsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/analytics',
  component: lazyRouteComponent(() => import('./AnalyticsScreen'), 'AnalyticsScreen'),
});
