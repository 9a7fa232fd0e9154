import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from '../authenticatedRoute';
import { DashboardLayout } from './DashboardLayout';

/** Pathless layout of every dashboard page: decides the route by profile state and draws the shell. */
export const layoutRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: 'dashboard',
  component: DashboardLayout,
});
