import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { autoReplyRoutes } from '../teacherDashboard/autoReplyRoutes';
import { ratingsRoutes } from '../teacherDashboard/ratingsRoutes';
import { reviewsRoutes } from '../teacherDashboard/reviewsRoutes';
import { savedRepliesRoutes } from '../teacherDashboard/savedRepliesRoutes';

/** The community calls of the teacher dashboard service: inbox replies, last-read markers, saved replies, ratings, auto-reply. */
export function communityDashboardRoutes(ctx: ServerContext): Router {
  return new Router().mount('', reviewsRoutes(ctx)).mount('', savedRepliesRoutes(ctx)).mount('', ratingsRoutes(ctx)).mount('', autoReplyRoutes(ctx));
}
