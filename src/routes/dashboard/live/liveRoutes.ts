import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from '../../authenticatedRoute';
import { layoutRoute } from '../layoutRoute';

// The screens load with their routes (one chunk for the live area; the form brings RJSF with it).
const loadScreens = () => import('./LiveScreens');

const liveScreen = <const TPath extends string>(path: TPath, component: 'LiveHostingScreen' | 'LiveTrainingScreen' | 'LiveEventFormScreen' | 'LiveHostScreen') =>
  createRoute({ getParentRoute: () => layoutRoute, path, component: lazyRouteComponent(loadScreens, component) });

/** Spec 3 §2 live routes, children of the dashboard layout (the host screen is drawn without the chrome). */
export const liveRoutes = [
  liveScreen('/live/hosting', 'LiveHostingScreen'),
  liveScreen('/live_event_training', 'LiveTrainingScreen'),
  liveScreen('/live-event/create', 'LiveEventFormScreen'),
  liveScreen('/live-event/$eventId', 'LiveEventFormScreen'),
  liveScreen('/live/$eventId/host', 'LiveHostScreen'),
] as const;

/** The local backend's viewer page: signed in, outside the dashboard layout (no menu, as a viewer sees it). */
export const liveWatchRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/live/$eventId/watch',
  component: lazyRouteComponent(loadScreens, 'LiveWatchScreen'),
});
