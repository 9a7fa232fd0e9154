import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from './layoutRoute';

/** /profile: the publisher profile form of the acting user, loaded with the route. */
export const profileRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/profile',
  component: lazyRouteComponent(() => import('./ProfileScreen'), 'ProfileScreen'),
});
