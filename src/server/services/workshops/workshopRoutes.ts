import { nextWorkshopStatus } from '../../../../machines/workshopStatusMachine';
import { isWorkshopStatus } from '../../../../machines/workshopStatus';
import type { AuthUser, DocData } from '../../../backend/ports';
import { timestampOf } from '../../../domain/storedTimestamp';
import { HttpError, notFound } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { checkSegment } from '../../wizards/wizardRoutes';
import { eventsStore } from '../events/eventsStore';
import { paymentStore } from '../payment/paymentStore';
import { shopProductRows, shopProductsCollection } from '../payment/shopProducts';
import { requireProfile } from '../requireProfile';
import { refsBody, refsToStore, type RefLookups } from './workshopRefs';
import { WORKSHOP_COLLECTION } from './workshopsWriteGuard';

/** The workshop calls of the teacher dashboard service (relative to `/svc/teacherDashboard`). */
export const WORKSHOP_PATH = '/api/v1/publishers/workshops/:id';

async function ownWorkshop(ctx: Pick<ServerContext, 'docs'>, user: AuthUser, rawId: string | undefined): Promise<{ path: string; data: DocData }> {
  const id = checkSegment(rawId, 'workshop id');
  const path = `users/${user.uid}/${WORKSHOP_COLLECTION}/${id}`;
  const data = (await ctx.docs.get(path))?.data;
  // Another publisher's workshop is simply not among the caller's: 404, never 403 (no hint it exists).
  if (!data || data.status === 'DELETED') throw notFound('Workshop not found');
  return { path, data };
}

/**
 * The workshop a delete names: a publisher's own only; an admin's any publisher's (the admin's shop lists
 * every publisher's products with Delete, spec 1 §2 Shop). Deleted or unknown: 404.
 */
async function deletableWorkshop(ctx: Pick<ServerContext, 'docs' | 'wizards'>, user: AuthUser, rawId: string | undefined): Promise<{ path: string; data: DocData }> {
  if (!user.isAdmin) return ownWorkshop(ctx, user, rawId);
  const id = checkSegment(rawId, 'workshop id');
  const found = await shopProductRows(ctx.docs, shopProductsCollection(ctx.wizards)).byId(id);
  if (!found || found.data.status === 'DELETED') throw notFound('Workshop not found');
  return { path: found.path, data: found.data };
}

function decide(data: DocData, isAdmin: boolean, type: 'workshop.delete' | 'workshop.save'): string {
  const status = data.status;
  if (!isWorkshopStatus(status)) throw new HttpError(409, `The workshop has an unknown status: ${String(status)}`);
  const decision = nextWorkshopStatus({ status, isAdmin }, { type });
  if ('error' in decision) throw new HttpError(409, decision.error);
  return decision.status;
}

/**
 * Per-wizard server code of the workshop form (spec 3 §4): the soft delete (DELETED, only while PENDING, as
 * the workshop status machine says; an admin may delete any publisher's) and storing the payment product, price and event made for a workshop,
 * each checked to be the caller's own at the payment and events services. Field saves go through the
 * generic step save.
 */
export function workshopRoutes(ctx: ServerContext, now: () => Date = () => new Date()): Router {
  const payments = paymentStore(ctx.docs);
  const events = eventsStore(ctx.docs);
  const lookups: RefLookups = {
    product: (user, id) => payments.getProduct(user, id),
    price: (user, id) => payments.getPrice(user, id),
    event: (user, id) => events.get(user, id),
  };
  return new Router()
    .add('DELETE', WORKSHOP_PATH, async ({ res, user, params }) => {
      await requireProfile(ctx.docs, user);
      await ctx.docs.runTransaction(async () => {
          const { path, data } = await deletableWorkshop(ctx, user, params.id);
          const status = decide(data, user.isAdmin === true, 'workshop.delete');
          await ctx.docs.update(path, { status, updated_at: timestampOf(now()) });
        });
      sendJson(res, 200, { data: { id: params.id, status: 'DELETED' } });
    })
    .add('PUT', `${WORKSHOP_PATH}/refs`, async ({ req, res, user, params }) => {
      await requireProfile(ctx.docs, user);
      const refs = refsBody(await readJsonObject(req));
      const stored = await ctx.docs.runTransaction(async () => {
          const { path, data } = await ownWorkshop(ctx, user, params.id);
          // The refs change a workshop as a save does: a cancelled one is not changed.
          decide(data, user.isAdmin === true, 'workshop.save');
          const fields = await refsToStore(user, data, refs, lookups);
          await ctx.docs.update(path, { ...fields, updated_at: timestampOf(now()) });
          return { ...data, ...fields };
        });
      sendJson(res, 200, { data: { id: params.id, stripe_refs: stored.stripe_refs ?? null, event_id: stored.event_id ?? null } });
    });
}
