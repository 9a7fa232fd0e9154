import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { libraryItemsRoutes } from '../libraryItemsRoutes';
import { coursesRoutes } from '../courses';
import { profileRoutes } from './profileRoutes';

/** The teacher dashboard service (spec 1 §7): library items, courses and the publisher profile. */
export function teacherDashboardService(ctx: ServerContext): Router {
  return new Router().mount('', libraryItemsRoutes(ctx)).mount('', coursesRoutes(ctx)).mount('', profileRoutes(ctx));
}
