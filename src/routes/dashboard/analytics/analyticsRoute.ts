import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SUMMARY_WINDOWS } from '../../../domain/insights/analyticsWindows';
import { layoutRoute } from '../layoutRoute';

/** The chosen period in days, kept in the URL so a reload or a shared link shows the same summary. */
export interface AnalyticsSearch {
  days?: number;
}

const validateSearch = (search: Record<string, unknown>): AnalyticsSearch => {
  const days = Number(search.days);
  return (SUMMARY_WINDOWS as readonly number[]).includes(days) ? { days } : {};
};

/** /analytics: the analytics summary (issue 18 item 6); admins only, by the shell's rule and the server's. */
export const analyticsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/analytics',
  validateSearch,
  component: lazyRouteComponent(() => import('./AnalyticsScreen'), 'AnalyticsScreen'),
});
