import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

/** /promotion (spec 3 §2, approved publishers; who may open it is the shell's rule). */
export const promotionRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/promotion',
  component: lazyRouteComponent(() => import('./PromotionScreen'), 'PromotionScreen'),
});
