import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from './layoutRoute';

/** /theme, outside production only (spec 1 §2; routeAccess sends production to /not-found): the theme preview. */
export const themeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/theme',
  component: lazyRouteComponent(() => import('./ThemeScreen'), 'ThemeScreen'),
});
