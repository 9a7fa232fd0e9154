import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

/** /retreats (spec 2 §2): the publisher's retreats, own and co-hosted. Who may see it is the shell's rule (routeAccess). */
export const retreatsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/retreats',
  component: lazyRouteComponent(() => import('./RetreatsScreen'), 'RetreatsScreen'),
});
