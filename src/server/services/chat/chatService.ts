import { timestampOf } from '../../../domain/storedTimestamp';
import { notFound } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { reviewsPath } from '../community/communityCollections';
import { checkDefinition } from '../community/communityForms';
import { answeringFieldErrors } from '../teacherDashboard/fieldRefusal';

/**
 * The chat service (spec 3 §7), relative to `/svc/chat`: POST /library_items/{id}/reviews/{reviewId}/flags
 * with type and reason. The review must be of the caller's own item (404 otherwise); the flag is kept on
 * the review (one per publisher: a second flag replaces the first). Checked with schemas/wizards/flag.
 */
export function chatService(ctx: Pick<ServerContext, 'docs'>): Router {
  return new Router().add(
    'POST',
    '/library_items/:id/reviews/:reviewId/flags',
    answeringFieldErrors(async ({ req, res, params, user }) => {
      const path = `${reviewsPath(user.uid)}/${params.reviewId!}`;
      const review = await ctx.docs.get(path);
      if (!review || review.data.item_id !== params.id) throw notFound('Review not found');
      const body = await readJsonObject(req);
      checkDefinition('flag', body);
      const flag = { type: body.type, reason: typeof body.reason === 'string' ? body.reason.trim() : '', flagged_by: user.uid, created_at: timestampOf(new Date()) };
      await ctx.docs.set(path, { ...review.data, flag }, false);
      sendJson(res, 201, { data: { review_id: review.id, ...flag } });
    }),
  );
}
