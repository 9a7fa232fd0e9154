import { draftAutoReply } from '../../../domain/community/autoReply';
import type { SavedReply } from '../../../domain/community/savedReplies';
import { timestampOf } from '../../../domain/storedTimestamp';
import { HttpError } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { FORUM_POSTS, settingsPath } from '../community/communityCollections';
import { checkDefinition } from '../community/communityForms';
import { ownForum, ownPost } from '../forums/forumRecords';
import { answeringFieldErrors } from './fieldRefusal';

/**
 * POST /api/v1/forums/{forumId}/posts/{postId}/auto-replies (spec 3 §7): drafts an answer to a post in
 * the caller's own forum from their saved replies and keeps it on the post as response_ai_answer
 * (response_origin AUTO_REPLY). Nothing is sent to the member.
 */
export function autoReplyRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  const { docs } = ctx;
  return new Router().add(
    'POST',
    '/api/v1/forums/:forumId/posts/:postId/auto-replies',
    answeringFieldErrors(async ({ req, res, params, user }) => {
      await ownForum(docs, user.uid, params.forumId!);
      const post = await ownPost(docs, user.uid, params.postId!, params.forumId!);
      const body = await readJsonObject(req);
      checkDefinition('autoReply', body);
      const saved = (await docs.get(settingsPath(user.uid)))?.data.saved_replies;
      const answer = draftAutoReply(String(body.question), Array.isArray(saved) ? (saved as SavedReply[]) : [], String(body.user_name));
      if (answer === null) throw new HttpError(409, 'Add a saved reply first: the auto-reply is drafted from them');
      const next = { ...post, response_ai_answer: answer, response_origin: 'AUTO_REPLY', response_ai_answered_at: timestampOf(new Date()) };
      await docs.set(`${FORUM_POSTS}/${post.post_id}`, next);
      sendJson(res, 200, { data: { post_id: post.post_id, response_ai_answer: answer } });
    }),
  );
}
