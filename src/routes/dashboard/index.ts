import { createRoute, redirect } from '@tanstack/react-router';
import { authenticatedRoute } from '../authenticatedRoute';
import { accountSettingsRoute } from './accountSettingsRoute';
import { analyticsRoute } from './analytics/analyticsRoute';
import { courseRoutes } from './courses/courseRoutes';
import { communityRoutes } from './community/communityRoutes';
import { impersonateRoute } from './impersonateRoute';
import { insightsRoutes } from './insights/insightsRoutes';
import { paymentSettingsRoute } from './payouts/paymentSettingsRoute';
import { promotionRoute } from './promotion/promotionRoute';
import { accreditationsRoute } from './accreditations/accreditationsRoute';
import { layoutRoute } from './layoutRoute';
import { liveRoutes, liveWatchRoute } from './live/liveRoutes';
import { profileRoute } from './profileRoute';
import { retreatWizardRoutes } from './retreats/retreatWizardRoutes';
import { retreatsRoute } from './retreats/retreatsRoute';
import { themeRoute } from './themeRoute';
import { shopRoutes } from './shop/shopRoutes';
import { trackRoutes } from './tracks/trackRoutes';
import { workshopRoutes } from './workshops/workshopRoutes';

// spec 1 §2: any other path inside the dashboard goes to /not-found.
const catchAllRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/not-found', replace: true });
  },
});

/** The dashboard's pages, mounted under the authenticated layout by src/routes/routeTree.ts. */
export const dashboardRoutes = [layoutRoute.addChildren([profileRoute, accountSettingsRoute, impersonateRoute, ...courseRoutes, ...trackRoutes, ...retreatWizardRoutes, retreatsRoute, ...workshopRoutes, ...shopRoutes, ...insightsRoutes, paymentSettingsRoute, promotionRoute, accreditationsRoute, analyticsRoute, ...communityRoutes, ...liveRoutes, themeRoute]), liveWatchRoute, catchAllRoute] as const;
