import { PAGE_SIZE } from '../../../domain/community/inboxQuery';
import { timestampOf } from '../../../domain/storedTimestamp';
import { generateId } from '../../db/DocumentStore';
import { badRequest, notFound } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendEmpty, sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { allOf, epochOf, FORUM_POSTS, repliesPath } from '../community/communityCollections';
import { checkForm } from '../community/communityForms';
import { refreshNotificationDots } from '../community/lastReadMarkers';
import { pageParams } from '../community/listParams';
import { answeringFieldErrors } from '../teacherDashboard/fieldRefusal';
import { checkVoiceReply, saveVoiceReply } from './forumAudio';
import { ownPost, type PostRecord } from './forumRecords';

/**
 * Replies to a forum or classroom post (spec 3 §7 GET and POST /posts/{postId}/replies), pages of 3
 * (spec 3 §9), the voice recording upload an AUDIO reply names, and deleting the caller's own reply.
 * A post counts as answered while it holds a reply by its forum's publisher.
 */
export function forumRepliesRoutes(ctx: ServerContext): Router {
  const { docs } = ctx;
  const answered = async (postId: string, uid: string) => (await allOf(docs, repliesPath(postId))).some((reply) => reply.user_id === uid);
  const saveAnswered = async (post: PostRecord, uid: string) => {
    const count = (await allOf(docs, repliesPath(post.post_id))).length;
    await docs.set(`${FORUM_POSTS}/${post.post_id}`, { ...post, has_publisher_reply: post.user_id === uid || (await answered(post.post_id, uid)), reply_count: count });
    await refreshNotificationDots(docs, uid);
  };
  return new Router()
    .add('GET', '/posts/:postId/replies', async ({ res, url, params, user }) => {
      const post = await ownPost(docs, user.uid, params.postId!);
      const { offset, limit } = pageParams(url, PAGE_SIZE.replies);
      const replies = (await allOf(docs, repliesPath(post.post_id))).sort((a, b) => epochOf(a.created_at) - epochOf(b.created_at));
      sendJson(res, 200, { data: replies.slice(offset, offset + limit), total: replies.length }, { 'x-total-count': String(replies.length) });
    })
    .add('PUT', '/posts/:postId/audio', async ({ req, res, params, user }) => {
      const post = await ownPost(docs, user.uid, params.postId!);
      if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'audio/webm') throw badRequest('A voice reply must be a WebM recording.');
      sendJson(res, 201, { data: { audio_url: await saveVoiceReply(ctx.files, user.uid, post.post_id, req) } });
    })
    .add(
      'POST',
      '/posts/:postId/replies',
      answeringFieldErrors(async ({ req, res, params, user }) => {
        const post = await ownPost(docs, user.uid, params.postId!);
        const body = await readJsonObject(req);
        checkForm('forum-reply', 'forum-reply', body);
        if (body.post_id !== post.post_id) throw badRequest('The reply names another post');
        if (body.post_origin !== post.post_origin) throw badRequest(`This post's origin is ${post.post_origin}`);
        if (body.type === 'AUDIO') await checkVoiceReply(ctx.files, user.uid, post.post_id, String(body.audio_url));
        const name = String((await docs.get(`users/${user.uid}`))?.data.name ?? '');
        const reply = {
          post_id: post.post_id,
          post_origin: post.post_origin,
          type: body.type,
          ...(body.type === 'TEXT' ? { message: String(body.message).trim() } : { audio_url: String(body.audio_url) }),
          user_id: user.uid,
          user: { id: user.uid, name },
          created_at: timestampOf(new Date()),
        };
        const id = generateId();
        await docs.set(`${repliesPath(post.post_id)}/${id}`, reply);
        await saveAnswered(post, user.uid);
        sendJson(res, 201, { data: { ...reply, id } });
      }),
    )
    .add('DELETE', '/posts/:postId/replies/:replyId', async ({ res, params, user }) => {
      const post = await ownPost(docs, user.uid, params.postId!);
      const path = `${repliesPath(post.post_id)}/${params.replyId!}`;
      const reply = await docs.get(path);
      if (!reply || reply.data.user_id !== user.uid) throw notFound('Reply not found');
      await docs.delete(path);
      if (typeof reply.data.audio_url === 'string') await ctx.files.delete(reply.data.audio_url.split('/')).catch(() => undefined);
      // Spec 3 §4: deleting the publisher's (last) reply makes the post unanswered again.
      await saveAnswered(post, user.uid);
      sendEmpty(res);
    });
}
