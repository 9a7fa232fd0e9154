import { nextWorkshopStatus, type WorkshopStatusEvent } from '../../../../machines/workshopStatusMachine';
import { isWorkshopStatus } from '../../../../machines/workshopStatus';
import type { AuthUser } from '../../../backend/ports';
import { timestampOf } from '../../../domain/storedTimestamp';
import { HttpError, notFound, permissionDenied } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { BodyReader } from '../bodyReader';
import { paymentStore } from '../payment/paymentStore';
import { shopProductRows, shopProductsCollection, type ShopProduct } from '../payment/shopProducts';
import { requireProfile } from '../requireProfile';
import { duplicateDates, duplicateShopProduct, toEditorialCard } from './shopProductActions';
import { syncWorkshopPayment } from './workshopPaymentSync';

/** The admin's review outcomes and the workshop status machine event each sends. */
const REVIEW_EVENTS = {
  APPROVE: { type: 'review.approve' },
  REJECT: { type: 'review.reject' },
  CANCEL: { type: 'workshop.cancel' },
} as const satisfies Record<string, WorkshopStatusEvent>;

/**
 * Teacher dashboard shop product calls (spec 3 §7): POST publishers/shop-products with the actions
 * TO_CMS_EDITORIAL_CARD and DUPLICATE_SHOP_PRODUCT, and the admin's review of a workshop (approve, reject,
 * cancel) on the workshop status machine; approving also brings the payment product and price in line.
 */
export function shopProductActionRoutes(ctx: ServerContext, now: () => Date = () => new Date()): Router {
  const payments = paymentStore(ctx.docs);
  const rows = () => shopProductRows(ctx.docs, shopProductsCollection(ctx.wizards));
  const find = async (user: AuthUser, id: string): Promise<ShopProduct> => {
    const found = await rows().byId(id);
    if (!found || (!user.isAdmin && found.ownerId !== user.uid)) throw notFound('Shop product not found');
    return found;
  };

  return new Router()
    .add('POST', '/api/v1/publishers/shop-products', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      const body = await readJsonObject(req);
      const read = new BodyReader(body, ['action', 'shop_product_id', 'start_date', 'end_date']);
      const action = read.choice('action', ['TO_CMS_EDITORIAL_CARD', 'DUPLICATE_SHOP_PRODUCT'] as const, { required: true });
      const id = read.string('shop_product_id', { required: true, max: 128 });
      if (action === 'TO_CMS_EDITORIAL_CARD') {
        if (read.has('start_date') || read.has('end_date')) throw new HttpError(400, 'TO_CMS_EDITORIAL_CARD takes no dates');
        const data = await ctx.docs.runTransaction(async () => toEditorialCard(ctx.docs, await find(user, id), now()));
        return sendJson(res, 200, { data });
      }
      const dates = duplicateDates(body.start_date, body.end_date);
      const data = await ctx.docs.runTransaction(async () => duplicateShopProduct(ctx.docs, payments, user, await find(user, id), dates, now()));
      sendJson(res, 200, { data });
    })
    .add('POST', '/api/v1/_admin/shop-products/review', async ({ req, res, user }) => {
      if (!user.isAdmin) throw permissionDenied();
      const read = new BodyReader(await readJsonObject(req), ['shop_product_id', 'outcome']);
      const id = read.string('shop_product_id', { required: true, max: 128 });
      const outcome = read.choice('outcome', Object.keys(REVIEW_EVENTS) as Array<keyof typeof REVIEW_EVENTS>, { required: true })!;
      const answer = await ctx.docs.runTransaction(async () => {
          const product = await find(user, id);
          const status = product.data.status;
          if (!isWorkshopStatus(status)) throw new HttpError(409, `The shop product has an unknown status: ${String(status)}`);
          const decision = nextWorkshopStatus({ status, isAdmin: true }, REVIEW_EVENTS[outcome]);
          if ('error' in decision) throw new HttpError(409, decision.error);
          // An approved edit goes live with its product and price: nothing is sold at an unreviewed price.
          const synced = outcome === 'APPROVE' ? await syncWorkshopPayment(payments, user, product.ownerId, product.data) : null;
          const changes = { status: decision.status, updated_at: timestampOf(now()), ...(synced?.stripe_refs ? { stripe_refs: synced.stripe_refs } : {}) };
          await ctx.docs.update(product.path, changes);
          return { shop_product_id: id, user_id: product.ownerId, status: decision.status, stripe_refs: synced?.stripe_refs ?? product.data.stripe_refs ?? null, product_updated: synced?.productUpdated ?? false, price_replaced: synced?.priceReplaced ?? false };
        });
      sendJson(res, 200, { data: answer });
    });
}
