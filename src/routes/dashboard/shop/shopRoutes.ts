import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

const loadScreens = () => import('./ShopScreens');

// The tab is a plain string in the URL; the page falls back to its first tab for anything else.
const validateSearch = (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {});

export const shopRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/shop',
  validateSearch,
  component: lazyRouteComponent(loadScreens, 'ShopScreen'),
});

export const workshopsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/workshops',
  validateSearch,
  component: lazyRouteComponent(loadScreens, 'WorkshopsScreen'),
});

/** /shop and /workshops (spec 3 §2), children of the dashboard layout. */
export const shopRoutes = [shopRoute, workshopsRoute];
