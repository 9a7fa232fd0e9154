import { PAGE_SIZE } from '../../../domain/community/inboxQuery';
import { permissionDenied } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router, type Handler } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { ownInboxItems } from './inboxItems';
import { pageParams } from './listParams';

type Ctx = Pick<ServerContext, 'docs'>;

/** One page of the caller's reviews that match, newest first (spec 3 §9: reviews 10). */
async function reviewPage(ctx: Ctx, uid: string, url: URL, matches: (review: Record<string, unknown>) => boolean) {
  const reviews = (await ownInboxItems(ctx.docs, 'reviews', uid)).filter(matches);
  const { offset, limit } = pageParams(url, PAGE_SIZE.reviews);
  return { data: reviews.slice(offset, offset + limit), total: reviews.length, offset, limit };
}

const LIBRARY_TYPES = ['COURSES', 'SINGLE_TRACKS', 'SINGLE_VIDEO_TRACKS'];

/** Users service: GET /publishers/{id}/library-items/reviews (spec 3 §7), the caller's own only. */
export function publisherReviewsRoutes(ctx: Ctx): Router {
  return new Router().add('GET', '/publishers/:id/library-items/reviews', async ({ res, url, params, user }) => {
    if (params.id !== user.uid) throw permissionDenied();
    sendJson(res, 200, (await reviewPage(ctx, user.uid, url, (review) => LIBRARY_TYPES.includes(String(review.item_type)))));
  });
}

/**
 * Filtering service reads of one item's reviews (spec 3 §7): /courses/{id}/reviews, /single-tracks/{id}/reviews,
 * /shop-products/{id}/reviews. Only among the caller's own reviews, so another publisher's item lists nothing.
 */
export function itemReviewsRoutes(ctx: Ctx): Router {
  const byItem =
    (types: string[]): Handler =>
    async ({ res, url, params, user }) =>
      sendJson(res, 200, (await reviewPage(ctx, user.uid, url, (review) => review.item_id === params.id && types.includes(String(review.item_type)))));
  return new Router()
    .add('GET', '/courses/:id/reviews', byItem(['COURSES']))
    .add('GET', '/single-tracks/:id/reviews', byItem(['SINGLE_TRACKS', 'SINGLE_VIDEO_TRACKS']))
    .add('GET', '/shop-products/:id/reviews', byItem(['SHOP_PRODUCT']));
}

/** Payment service: GET /api/v1/shop_products/reviews with offset, limit, owner_id, shop_product_id (spec 3 §7). */
export function shopProductReviewsRoutes(ctx: Ctx): Router {
  return new Router().add('GET', '/api/v1/shop_products/reviews', async ({ res, url, user }) => {
    const owner = url.searchParams.get('owner_id');
    if (owner !== null && owner !== '' && owner !== user.uid) throw permissionDenied();
    const productId = url.searchParams.get('shop_product_id') || undefined;
    sendJson(res, 200, (await reviewPage(ctx, user.uid, url, (review) => review.item_type === 'SHOP_PRODUCT' && (productId === undefined || review.item_id === productId))));
  });
}
