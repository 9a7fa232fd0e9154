import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from './layoutRoute';

export interface ImpersonateSearch {
  id?: string;
  page?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** /impersonate?id=…&page=…: the query starts impersonation, then goes to /{page} or back here. */
export const impersonateRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/impersonate',
  validateSearch: (search: Record<string, unknown>): ImpersonateSearch => {
    const id = text(search.id);
    // A page is a path on this site, never a URL elsewhere.
    const page = text(search.page)?.replace(/^\/+/, '');
    return { ...(id ? { id } : {}), ...(page && !page.includes('//') && !page.includes(':') ? { page } : {}) };
  },
  component: lazyRouteComponent(() => import('./ImpersonateScreen'), 'ImpersonateScreen'),
});
