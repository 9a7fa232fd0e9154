import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

const loadScreens = () => import('./CommunityScreens');

/** Which inbox /reviews shows: the ratings and reviews, or forum and classroom posts (spec 1 §2 lists no route of their own). */
export type ReviewsView = 'reviews' | 'forums';
const validateSearch = (search: Record<string, unknown>): { view?: ReviewsView } => (search.view === 'forums' ? { view: 'forums' } : {});

export const reviewsRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/reviews', validateSearch, component: lazyRouteComponent(loadScreens, 'ReviewsScreen') });

/** /reviews (spec 3 §2 Ratings & Reviews), with forum and classroom posts under ?view=forums (issue 18 item 1). */
export const communityRoutes = [reviewsRoute];
