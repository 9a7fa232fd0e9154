import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { requireProfile } from '../requireProfile';
import { eventBody } from './eventBodies';
import { eventsStore } from './eventsStore';
import { liveEventRoutes } from './liveEventRoutes';

/**
 * The events service (spec 3 §7), the calls workshops make: create an event, update it (with its
 * occurrences), read it and its occurrences. Answers are the objects themselves, as the production
 * service's. The live-event calls (live-events, occurrence actions, comments, promo cards, attendees,
 * the local broadcast path) are mounted beside these from liveEventRoutes.
 */
export function eventsService(ctx: ServerContext): Router {
  const events = eventsStore(ctx.docs);
  return new Router()
    .add('POST', '/api/v1/events', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await events.create(user, eventBody(await readJsonObject(req)))));
    })
    .add('PUT', '/api/v1/events/:id', async ({ req, res, params, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await events.update(user, params.id!, eventBody(await readJsonObject(req)))));
    })
    .add('GET', '/api/v1/events/:id', async ({ res, params, user }) => sendJson(res, 200, (await events.get(user, params.id!))))
    .add('GET', '/api/v1/events/:id/occurrences', async ({ res, params, user }) => sendJson(res, 200, { data: await events.occurrences(user, params.id!) }))
    .mount('', liveEventRoutes(ctx));
}
