import type { CallOptions, ServiceClient } from '../createServiceClient';
import type { UnstatedAnswer } from './teacherDashboard';

export interface PostListQuery {
  sort_option?: string;
  offset?: number;
  limit?: number;
  user_id?: string;
  has_publisher_reply?: boolean;
}

export interface PostBody {
  message: string;
  type: 'TEXT';
  is_pinned?: boolean;
}

export type ReplyBody =
  | { post_id: string; post_origin: string; type: 'TEXT'; message: string }
  | { post_id: string; post_origin: string; type: 'AUDIO'; audio_url: string };

const id = encodeURIComponent;

/** Forums service calls (spec 3 §7). */
export function forumsApi(client: ServiceClient) {
  return {
    getForum(forumId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `forums/${id(forumId)}`, options);
    },
    listPosts(forumId: string, query: PostListQuery, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `forums/${id(forumId)}/posts`, { ...options, searchParams: { ...query } });
    },
    createPost(forumId: string, body: PostBody, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `forums/${id(forumId)}/posts`, { ...options, json: body });
    },
    updatePost(forumId: string, postId: string, body: Partial<PostBody>, options?: CallOptions) {
      return client.request<UnstatedAnswer>('put', `forums/${id(forumId)}/posts/${id(postId)}`, { ...options, json: body });
    },
    deletePost(forumId: string, postId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('delete', `forums/${id(forumId)}/posts/${id(postId)}`, options);
    },
    listReplies(postId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `posts/${id(postId)}/replies`, options);
    },
    createReply(postId: string, body: ReplyBody, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `posts/${id(postId)}/replies`, { ...options, json: body });
    },
    getFlags(postId: string, userId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `posts/${id(postId)}/users/${id(userId)}/flags`, options);
    },
    flagPost(postId: string, userId: string, body: Record<string, unknown>, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `posts/${id(postId)}/users/${id(userId)}/flags`, { ...options, json: body });
    },
    getSurveyAnswers(questionId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `survey/questions/${id(questionId)}/answers`, options);
    },
  };
}

export type ForumsApi = ReturnType<typeof forumsApi>;
