import type { DocData } from '../../../backend/ports';
import type { DocumentStore } from '../../db/DocumentStore';
import { notFound } from '../../http/HttpError';
import { FORUM_POSTS, FORUMS } from '../community/communityCollections';

/** A forum (or a course's classroom) and the publisher who runs it. */
export interface ForumRecord extends DocData {
  id: string;
  owner_id: string;
  kind: 'FORUM' | 'CLASSROOM';
  title: string;
  course_id?: string;
}

/** A forum post (spec 3 §3 Forum post); a classroom post adds the submitted response fields. */
export interface PostRecord extends DocData {
  post_id: string;
  forum_id: string;
  owner_id: string;
  user_id: string;
  user: { id: string; name: string };
  message: string;
  type: 'TEXT' | 'AUDIO';
  is_pinned: boolean;
  audio_url: string | null;
  post_origin: 'FORUM' | 'CLASSROOM';
  has_publisher_reply: boolean;
  reply_count: number;
  created_at: { epoch: number; iso_8601_datetime_tz: string };
}

type Docs = Pick<DocumentStore, 'get'>;

/**
 * The caller's own forum. Another publisher's forum answers 404 like a missing one, so forum ids do not
 * leak (spec 3 §6: a publisher manages only their own).
 */
export async function ownForum(docs: Docs, uid: string, forumId: string): Promise<ForumRecord> {
  const forum = (await docs.get(`${FORUMS}/${forumId}`))?.data as ForumRecord | undefined;
  if (!forum || forum.owner_id !== uid) throw notFound('Forum not found');
  return forum;
}

/** A post in one of the caller's forums (and, when given, in that forum). */
export async function ownPost(docs: Docs, uid: string, postId: string, forumId?: string): Promise<PostRecord> {
  const post = (await docs.get(`${FORUM_POSTS}/${postId}`))?.data as PostRecord | undefined;
  if (!post || post.owner_id !== uid || (forumId !== undefined && post.forum_id !== forumId)) throw notFound('Post not found');
  return post;
}
