import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { libraryItemsRoutes } from '../libraryItemsRoutes';
import { coursesRoutes } from '../courses';
import { tracksRoutes } from '../tracks/tracksRoutes';
import { profileRoutes } from './profileRoutes';
import { wizardRoutes } from '../../wizards/wizardRoutes';
import { wizardDeps } from '../wizardDeps';
import { requireProfile } from '../requireProfile';
import { accommodationRoutes } from '../retreats/accommodationRoutes';
import { retreatsRoutes } from '../retreats/retreatsRoutes';
import { accreditationRoutes } from '../accreditations/accreditationRoutes';

/** The teacher dashboard service (spec 1 §7): library items, courses, every wizard's step save and the publisher profile. */
export function teacherDashboardService(ctx: ServerContext): Router {
  const wizards = wizardRoutes({ ...wizardDeps(ctx.docs, ctx.wizards), checkCaller: (user) => requireProfile(ctx.docs, user) });
  return new Router().mount('', libraryItemsRoutes(ctx)).mount('', coursesRoutes(ctx)).mount('', tracksRoutes(ctx)).mount('', wizards).mount('', profileRoutes(ctx)).mount('', retreatsRoutes(ctx)).mount('', accommodationRoutes(ctx)).mount('', accreditationRoutes(ctx));
}
