import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

// The screen loads with its route: the form brings RJSF and the schemas with it.
const loadScreens = () => import('./WorkshopScreens');

// Spec 3 §2: the kind is chosen by the path; the bare index (an empty splat, which the route also
// matches) goes to the create form; `create` is the create form, anything else a product id.
const workshopForm = <const TPath extends string>(path: TPath) =>
  createRoute({
    getParentRoute: () => layoutRoute,
    path,
    beforeLoad: ({ params, location }) => {
      if (!(params as { _splat?: string })._splat) throw redirect({ href: `${location.pathname.replace(/\/+$/, '')}/create${location.searchStr}`, replace: true });
    },
    component: lazyRouteComponent(loadScreens, 'WorkshopFormScreen'),
  });

/** /workshop/*, /workshop-recording/* and /workshop-promo/*, children of the dashboard layout. */
export const workshopRoutes = [workshopForm('/workshop/$'), workshopForm('/workshop-recording/$'), workshopForm('/workshop-promo/$')] as const;
