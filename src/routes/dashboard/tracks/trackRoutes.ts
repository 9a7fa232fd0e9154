import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

/**
 * /tracks/create search: spec 1 §2's optional type (audio by default) and the list the publisher came
 * from (free: /audio, premium: /premium-tracks), in the URL so a reload or a deep link keeps the track type.
 */
export interface TrackCreateSearch {
  type: 'audio' | 'video';
  from: 'free' | 'premium';
}

// The screens (header and suspense frame) load with the route; the list and the wizard are chunks of their own.
const loadScreens = () => import('./TrackScreens');

const audioRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/audio', component: lazyRouteComponent(loadScreens, 'AudioScreen') });
const premiumRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/premium-tracks', component: lazyRouteComponent(loadScreens, 'PremiumTracksScreen') });

const trackCreateRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/tracks/create',
  // A video track is always premium (spec 1 §3: PREMIUM_VIDEO is the only video type).
  validateSearch: (search: Record<string, unknown>): TrackCreateSearch => {
    const type = search.type === 'video' ? 'video' : 'audio';
    return { type, from: type === 'video' || search.from === 'premium' ? 'premium' : 'free' };
  },
  component: lazyRouteComponent(loadScreens, 'TrackCreateScreen'),
});

const trackEditRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/tracks/$audioId', component: lazyRouteComponent(loadScreens, 'TrackEditScreen') });

/** /audio, /premium-tracks, /tracks/create and /tracks/$audioId (spec 1 §2), children of the dashboard layout. */
export const trackRoutes = [audioRoute, premiumRoute, trackCreateRoute, trackEditRoute];
