import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

/** /accreditations (spec 1 §7 accreditations; issue 18 item 5). */
export const accreditationsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/accreditations',
  component: lazyRouteComponent(() => import('./AccreditationsScreen'), 'AccreditationsScreen'),
});
