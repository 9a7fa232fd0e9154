import { PAGE_SIZE } from '../../../domain/community/inboxQuery';
import { timestampOf } from '../../../domain/storedTimestamp';
import { generateId } from '../../db/DocumentStore';
import { badRequest } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendEmpty, sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { allOf, epochOf, FORUM_POSTS, FORUMS, repliesPath } from '../community/communityCollections';
import { checkForm } from '../community/communityForms';
import { refreshNotificationDots } from '../community/lastReadMarkers';
import { pageParams } from '../community/listParams';
import { answeringFieldErrors } from '../teacherDashboard/fieldRefusal';
import { forumFlagRoutes } from './forumFlagRoutes';
import { forumRepliesRoutes } from './forumRepliesRoutes';
import { ownForum, ownPost, type PostRecord } from './forumRecords';
import { surveyAnswersRoutes } from './surveyAnswersRoutes';

const SORT_OPTIONS = ['newest', 'oldest'] as const;

/** Pinned posts first, then by time (spec 3 §3 is_pinned). */
function sortPosts(posts: PostRecord[], sort: string): PostRecord[] {
  const direction = sort === 'oldest' ? 1 : -1;
  return posts.sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || direction * (epochOf(a.created_at) - epochOf(b.created_at)));
}

/** A post as the list answers it: with its first replies (spec 3 §9: replies 3). */
async function withReplies(ctx: Pick<ServerContext, 'docs'>, post: PostRecord) {
  const replies = (await allOf(ctx.docs, repliesPath(post.post_id))).sort((a, b) => epochOf(a.created_at) - epochOf(b.created_at));
  return { ...post, replies: replies.slice(0, PAGE_SIZE.replies), reply_count: replies.length };
}

/**
 * The forums service (spec 3 §7), relative to `/svc/forums`: the caller's forums and classrooms, their
 * posts (TEXT, pinned), edits and deletes, replies (TEXT or AUDIO) and flags. Every forum is its
 * owner's alone; another's answers 404. Survey answers to the caller's own lessons' questions too. Writes are checked with schemas/wizards/forum-post, forum-reply
 * and flag.
 */
export function forumsService(ctx: ServerContext): Router {
  const { docs } = ctx;
  return new Router()
    .add('GET', '/forums', async ({ res, user }) => {
      const forums = (await allOf(docs, FORUMS)).filter((forum) => forum.owner_id === user.uid);
      sendJson(res, 200, { data: forums.sort((a, b) => String(a.title).localeCompare(String(b.title))) });
    })
    .add('GET', '/forums/:id', async ({ res, params, user }) => sendJson(res, 200, { data: await ownForum(docs, user.uid, params.id!) }))
    .add('GET', '/forums/:id/posts', async ({ res, url, params, user }) => {
      await ownForum(docs, user.uid, params.id!);
      const sort = url.searchParams.get('sort_option') ?? 'newest';
      if (!(SORT_OPTIONS as readonly string[]).includes(sort)) throw badRequest(`Invalid sort_option: must be one of ${SORT_OPTIONS.join(', ')}`);
      const replied = url.searchParams.get('has_publisher_reply');
      if (replied !== null && replied !== 'true' && replied !== 'false') throw badRequest('Invalid has_publisher_reply: must be true or false');
      const byUser = url.searchParams.get('user_id') || undefined;
      const { offset, limit } = pageParams(url, PAGE_SIZE.forum);
      const posts = ((await allOf(docs, FORUM_POSTS)) as unknown as PostRecord[]).filter(
        (post) => post.forum_id === params.id && (byUser === undefined || post.user_id === byUser) && (replied === null || post.has_publisher_reply === (replied === 'true')),
      );
      const page = await Promise.all(sortPosts(posts, sort).slice(offset, offset + limit).map((post) => withReplies(ctx, post)));
      sendJson(res, 200, { data: page, total: posts.length }, { 'x-total-count': String(posts.length) });
    })
    .add(
      'POST',
      '/forums/:id/posts',
      answeringFieldErrors(async ({ req, res, params, user }) => {
        const forum = await ownForum(docs, user.uid, params.id!);
        const body = await readJsonObject(req);
        checkForm('forum-post', 'forum-post', body);
        const name = String(await (await docs.get(`users/${user.uid}`))?.data.name ?? '');
        const post: PostRecord = {
          post_id: generateId(),
          forum_id: forum.id,
          owner_id: user.uid,
          user_id: user.uid,
          user: { id: user.uid, name },
          message: String(body.message).trim(),
          type: 'TEXT',
          is_pinned: body.is_pinned === true,
          audio_url: null,
          post_origin: forum.kind,
          // The publisher's own post needs no answer from them.
          has_publisher_reply: true,
          reply_count: 0,
          created_at: timestampOf(new Date()),
        };
        await docs.set(`${FORUM_POSTS}/${post.post_id}`, post);
        sendJson(res, 201, { data: await withReplies(ctx, post) });
      }),
    )
    .add(
      'PUT',
      '/forums/:id/posts/:postId',
      answeringFieldErrors(async ({ req, res, params, user }) => {
        const post = await ownPost(docs, user.uid, params.postId!, params.id!);
        // Members' posts are theirs to word: the publisher pins or unpins them, and edits only their own.
        const body = await readJsonObject(req);
        checkForm('forum-post', 'forum-post', body);
        if (post.user_id !== user.uid && String(body.message).trim() !== post.message) throw badRequest('Only your own posts can be edited');
        const next: PostRecord = { ...post, message: String(body.message).trim(), is_pinned: body.is_pinned === true, updated_at: timestampOf(new Date()) };
        await docs.set(`${FORUM_POSTS}/${post.post_id}`, next);
        sendJson(res, 200, { data: await withReplies(ctx, next) });
      }),
    )
    .add('DELETE', '/forums/:id/posts/:postId', async ({ res, params, user }) => {
      const post = await ownPost(docs, user.uid, params.postId!, params.id!);
      for (const reply of (await allOf(docs, repliesPath(post.post_id)))) await docs.delete(`${repliesPath(post.post_id)}/${reply.id}`);
      await docs.delete(`${FORUM_POSTS}/${post.post_id}`);
      await refreshNotificationDots(docs, user.uid);
      sendEmpty(res);
    })
    .mount('', forumRepliesRoutes(ctx))
    .mount('', forumFlagRoutes(ctx))
    .mount('', surveyAnswersRoutes(ctx));
}
