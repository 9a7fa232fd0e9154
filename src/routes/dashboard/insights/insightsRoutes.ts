import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

const screens = () => import('./InsightsScreens');

/** The insights screens (issue 18): the home's figures, /followers, /donations and /revenue; who may open them is the shell's rule. */
export const insightsRoutes = [
  createRoute({ getParentRoute: () => layoutRoute, path: '/', component: lazyRouteComponent(screens, 'DashboardHomeScreen') }),
  createRoute({ getParentRoute: () => layoutRoute, path: '/followers', component: lazyRouteComponent(screens, 'FollowersScreen') }),
  createRoute({ getParentRoute: () => layoutRoute, path: '/donations', component: lazyRouteComponent(screens, 'DonationsScreen') }),
  createRoute({ getParentRoute: () => layoutRoute, path: '/revenue', component: lazyRouteComponent(screens, 'RevenueScreen') }),
] as const;
