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
import { insightsRoutes } from './insights/insightsRoutes';

// One module per platform service; a later issue adds its service here (payment, events, forums, …).
const SERVICES: Partial<Record<ServiceName, (ctx: ServerContext) => Router>> = {
  mainSite: sessionRoutes,
  // The shop product actions and workshop review join the teacher dashboard service (spec 3 §7).
  teacherDashboard: (ctx) => teacherDashboardService(ctx).mount('', shopProductActionRoutes(ctx)).mount('', workshopRoutes(ctx)).mount('', insightsRoutes(ctx)),
  users: usersService,
  search: searchService,
  payment: paymentService,
  groups: groupsService,
  events: eventsService,
};

/** Every platform service mounted under `/svc/{service}`, as the local adapter's service URLs expect. */
export function serviceRoutes(ctx: ServerContext): Router {
  const router = new Router();
  for (const [name, build] of Object.entries(SERVICES)) router.mount(`/svc/${name}`, build(ctx));
  // The retreat call the payment service answers (spec 2 §7), kept with the other retreat calls.
  router.mount('/svc/payment', accommodationStatsRoutes(ctx));
  return router;
}
