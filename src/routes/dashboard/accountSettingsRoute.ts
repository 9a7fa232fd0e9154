import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from './layoutRoute';

/** /account-settings: the signed-in person's own settings (the interface language), loaded with the route. */
export const accountSettingsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/account-settings',
  component: lazyRouteComponent(() => import('./AccountSettingsScreen'), 'AccountSettingsScreen'),
});
