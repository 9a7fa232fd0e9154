import { badRequest, notFound } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { reviewsPath, allOf } from '../community/communityCollections';

const LIBRARY_ITEM_TYPES = ['COURSES', 'SINGLE_TRACKS', 'SINGLE_VIDEO_TRACKS'];

/**
 * GET /api/v1/publishers/dashboard/ratings (spec 3 §7) with library_item_id and library_item_type: the
 * average, count and 1-5 distribution of the caller's own item's ratings. Another publisher's item, or
 * an unknown one, is 404.
 */
export function ratingsRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  return new Router().add('GET', '/api/v1/publishers/dashboard/ratings', async ({ res, url, user }) => {
    const itemId = url.searchParams.get('library_item_id') ?? '';
    const itemType = url.searchParams.get('library_item_type') ?? '';
    if (itemId === '' || !LIBRARY_ITEM_TYPES.includes(itemType)) throw badRequest(`library_item_id and library_item_type (${LIBRARY_ITEM_TYPES.join(', ')}) are required`);
    const item = await ctx.docs.get(`users/${user.uid}/library_items/${itemId}`);
    if (!item || item.data.deleted === true) throw notFound('Library item not found');
    const ratings = (await allOf(ctx.docs, reviewsPath(user.uid)))
      .filter((review) => review.item_id === itemId)
      .map((review) => Number(review.rating));
    const distribution = Object.fromEntries([1, 2, 3, 4, 5].map((stars) => [stars, ratings.filter((r) => r === stars).length]));
    const average = ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
    sendJson(res, 200, { data: { library_item_id: itemId, library_item_type: itemType, average, count: ratings.length, distribution } });
  });
}
