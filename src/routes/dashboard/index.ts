import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { authenticatedRoute } from '../authenticatedRoute';

const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./DashboardHome'), 'DashboardHome'),
});

// spec 1 §2: any other path inside the dashboard goes to /not-found.
const catchAllRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/not-found', replace: true });
  },
});

/** The dashboard's pages, mounted under the authenticated layout by src/routes/routeTree.ts. */
export const dashboardRoutes = [homeRoute, catchAllRoute] as const;
