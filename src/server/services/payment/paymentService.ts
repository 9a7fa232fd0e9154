import type { IncomingMessage } from 'node:http';
import { TEST_ENVIRONMENT_HEADER } from '../../../backend/http/services/payment';
import { badRequest } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { requireProfile } from '../requireProfile';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { couponBody, priceBody, priceUpdateBody, productBody, promotionCodeBody } from './paymentBodies';
import { listOf } from './paymentObjects';
import { paymentStore, type ProductInput } from './paymentStore';
import { shopProductRoutes } from './shopProductRoutes';

/** A call carrying the test-environment header creates test objects (`livemode: false`). */
export const isLivemode = (req: IncomingMessage): boolean => req.headers[TEST_ENVIRONMENT_HEADER.toLowerCase()] !== 'true';

function booleanParam(url: URL, name: string): boolean | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  if (value !== 'true' && value !== 'false') throw badRequest(`Invalid ${name}: must be true or false`);
  return value === 'true';
}

/**
 * The payment and marketplace service (spec 3 §7): products, prices, coupons and promotion codes in the
 * card payment provider's shapes (answered as the provider answers: the object itself, lists as
 * `{ object: 'list', data }`), plus the shop product calls (listing by type, promo codes attached to a workshop).
 */
export function paymentService(ctx: ServerContext): Router {
  const payments = paymentStore(ctx.docs);
  return new Router()
    .add('POST', '/api/v1/products', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      const input = productBody(await readJsonObject(req), { partial: false }) as ProductInput;
      sendJson(res, 200, (await payments.createProduct(user, input, isLivemode(req))));
    })
    .add('GET', '/api/v1/products', async ({ res, url, user }) => {
      const ownerId = url.searchParams.get('owner_id') ?? undefined;
      sendJson(res, 200, listOf('/v1/products', (await payments.listProducts(user, { ownerId }))));
    })
    .add('GET', '/api/v1/products/:id', async ({ res, params, user }) => sendJson(res, 200, (await payments.getProduct(user, params.id!))))
    .add('POST', '/api/v1/products/:id', async ({ req, res, params, user }) => {
      await requireProfile(ctx.docs, user);
      const input = productBody(await readJsonObject(req), { partial: true });
      sendJson(res, 200, (await payments.updateProduct(user, params.id!, input)));
    })
    .add('POST', '/api/v1/prices', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await payments.createPrice(user, priceBody(await readJsonObject(req)), isLivemode(req))));
    })
    .add('GET', '/api/v1/prices', async ({ res, url, user }) => {
      const product = url.searchParams.get('product');
      if (!product) throw badRequest('Missing required param: product.');
      sendJson(res, 200, listOf('/v1/prices', (await payments.listPrices(user, product, booleanParam(url, 'active')))));
    })
    .add('GET', '/api/v1/prices/:id', async ({ res, params, user }) => sendJson(res, 200, (await payments.getPrice(user, params.id!))))
    .add('POST', '/api/v1/prices/:id', async ({ req, res, params, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await payments.updatePrice(user, params.id!, priceUpdateBody(await readJsonObject(req)))));
    })
    .add('POST', '/api/v1/coupons', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await payments.createCoupon(user, couponBody(await readJsonObject(req)), isLivemode(req))));
    })
    .add('GET', '/api/v1/coupons/:id', async ({ res, params, user }) => sendJson(res, 200, (await payments.getCoupon(user, params.id!))))
    .add('POST', '/api/v1/promotion_codes', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await payments.createPromotionCode(user, promotionCodeBody(await readJsonObject(req)), isLivemode(req))));
    })
    .add('GET', '/api/v1/promotion_codes/:id', async ({ res, params, user }) => sendJson(res, 200, (await payments.getPromotionCode(user, params.id!))))
    .mount('', shopProductRoutes(ctx, payments));
}
