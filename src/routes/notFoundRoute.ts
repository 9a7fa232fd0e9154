import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './rootRoute';

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-found',
  component: lazyRouteComponent(() => import('./NotFoundScreen'), 'NotFoundScreen'),
});
