import type { ServiceName } from '../../backend/ports';
import { sessionRoutes } from '../auth/authRoutes';
import { Router } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { teacherDashboardService } from './teacherDashboard/teacherDashboardService';
import { usersService } from './users/usersService';
import { accommodationStatsRoutes } from './retreats/accommodationRoutes';
import { searchService } from './search/searchService';
import { paymentService } from './payment/paymentService';
import { groupsService } from './groups/groupsService';
import { eventsService } from './events/eventsService';
import { shopProductActionRoutes } from './shopProducts/shopProductActionRoutes';
import { workshopRoutes } from './workshops/workshopRoutes';
import { communityDashboardRoutes } from './community/communityRoutes';
import { itemReviewsRoutes, publisherReviewsRoutes, shopProductReviewsRoutes } from './community/reviewReadRoutes';
import { forumsService } from './forums/forumsService';
import { chatService } from './chat/chatService';
import { presenceService } from './presence/presenceService';
import { shareLinksService } from './shareLinks/shareLinksService';
import { insightsRoutes } from './insights/insightsRoutes';
import { payoutRoutes } from './payouts/payoutRoutes';
import { widgetRoutes } from './widgets/widgetRoutes';
import { analyticsRoutes } from './analytics/analyticsRoutes';

// One module per platform service; a later issue adds its service here (payment, events, forums, …).
const SERVICES: Partial<Record<ServiceName, (ctx: ServerContext) => Router>> = {
  mainSite: sessionRoutes,
  // The shop product actions and workshop review join the teacher dashboard service (spec 3 §7).
  teacherDashboard: (ctx) => teacherDashboardService(ctx).mount('', shopProductActionRoutes(ctx)).mount('', workshopRoutes(ctx)).mount('', insightsRoutes(ctx)).mount('', payoutRoutes(ctx)).mount('', widgetRoutes(ctx)).mount('', analyticsRoutes(ctx)),
  users: usersService,
  search: searchService,
  payment: paymentService,
  groups: groupsService,
  events: eventsService,
  forums: forumsService,
  chat: chatService,
  presence: presenceService,
  shareLinks: shareLinksService,
};

/** Every platform service mounted under `/svc/{service}`, as the local adapter's service URLs expect. */
export function serviceRoutes(ctx: ServerContext): Router {
  const router = new Router();
  for (const [name, build] of Object.entries(SERVICES)) router.mount(`/svc/${name}`, build(ctx));
  // The retreat call the payment service answers (spec 2 §7), kept with the other retreat calls.
  router.mount('/svc/payment', accommodationStatsRoutes(ctx));
  // The community calls (issue 18): inbox replies and markers on the teacher dashboard, review reads of the users, search and payment services.
  router.mount('/svc/teacherDashboard', communityDashboardRoutes(ctx)).mount('/svc/users', publisherReviewsRoutes(ctx)).mount('/svc/search', itemReviewsRoutes(ctx)).mount('/svc/payment', shopProductReviewsRoutes(ctx));
  return router;
}
