import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

// The screens (header and suspense frame) load with the route; the wizard is a chunk of its own below them.
const loadScreens = () => import('./RetreatWizardScreens');

// spec 2 §2: the index redirects to create.
const retreatIndexRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/retreat',
  beforeLoad: () => {
    throw redirect({ to: '/retreat/create', replace: true });
  },
});

const retreatCreateRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/retreat/create',
  component: lazyRouteComponent(loadScreens, 'RetreatCreateScreen'),
});

const retreatViewRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/retreat/view/$id',
  component: lazyRouteComponent(loadScreens, 'RetreatViewScreen'),
});

const retreatEditRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/retreat/$id',
  component: lazyRouteComponent(loadScreens, 'RetreatEditScreen'),
});

/** /retreat, /retreat/create, /retreat/$id and /retreat/view/$id (spec 2 §2), children of the dashboard layout. */
export const retreatWizardRoutes = [retreatIndexRoute, retreatCreateRoute, retreatViewRoute, retreatEditRoute];
