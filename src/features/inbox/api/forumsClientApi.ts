import type { ServiceClient } from '../../../backend/http/createServiceClient';
import type { SurveyAnswersPage } from '../../../domain/community/surveyAnswers';
import type { StoredTimestamp } from '../../../domain/storedTimestamp';

export interface Forum {
  id: string;
  title: string;
  kind: 'FORUM' | 'CLASSROOM';
  /** A classroom's course (its lessons' survey answers are shown with it). */
  course_id?: string;
}

export interface ForumReply {
  id: string;
  type: 'TEXT' | 'AUDIO';
  message?: string;
  audio_url?: string;
  user_id: string;
  user: { id: string; name: string };
  created_at: StoredTimestamp;
}

/** A forum or classroom post (spec 3 §3 Forum post) with its first replies. */
export interface ForumPost {
  post_id: string;
  forum_id: string;
  user_id: string;
  user: { id: string; name: string };
  message: string;
  is_pinned: boolean;
  post_origin: 'FORUM' | 'CLASSROOM';
  has_publisher_reply: boolean;
  reply_count: number;
  replies: ForumReply[];
  created_at: StoredTimestamp;
  submitted_response?: string;
  response_ai_answer?: string | null;
}

const quiet = { quiet: true } as const;
const id = encodeURIComponent;

/** The forums service calls the forum screen makes (spec 3 §7), and the teacher dashboard's auto-reply. */
export function forumsClientApi(forums: ServiceClient, teacherDashboard: ServiceClient) {
  return {
    async forums(): Promise<Forum[]> {
      return (await forums.request<{ data: Forum[] }>('get', 'forums'))?.data ?? [];
    },
    async posts(forumId: string, query: { offset: number; has_publisher_reply?: boolean }): Promise<{ data: ForumPost[]; total: number } | undefined> {
      return forums.request('get', `forums/${id(forumId)}/posts`, { searchParams: { ...query } });
    },
    async createPost(forumId: string, body: { message: string; is_pinned: boolean }): Promise<ForumPost | undefined> {
      return (await forums.request<{ data: ForumPost }>('post', `forums/${id(forumId)}/posts`, { ...quiet, json: { ...body, type: 'TEXT' } }))?.data;
    },
    async updatePost(forumId: string, postId: string, body: { message: string; is_pinned: boolean }): Promise<ForumPost | undefined> {
      return (await forums.request<{ data: ForumPost }>('put', `forums/${id(forumId)}/posts/${id(postId)}`, { ...quiet, json: { ...body, type: 'TEXT' } }))?.data;
    },
    deletePost(forumId: string, postId: string) {
      return forums.request('delete', `forums/${id(forumId)}/posts/${id(postId)}`);
    },
    async replies(postId: string, offset: number): Promise<ForumReply[]> {
      return (await forums.request<{ data: ForumReply[] }>('get', `posts/${id(postId)}/replies`, { searchParams: { offset } }))?.data ?? [];
    },
    async reply(post: ForumPost, body: { type: 'TEXT'; message: string } | { type: 'AUDIO'; audio_url: string }): Promise<ForumReply | undefined> {
      return (await forums.request<{ data: ForumReply }>('post', `posts/${id(post.post_id)}/replies`, { ...quiet, json: { post_id: post.post_id, post_origin: post.post_origin, ...body } }))?.data;
    },
    deleteReply(postId: string, replyId: string) {
      return forums.request('delete', `posts/${id(postId)}/replies/${id(replyId)}`);
    },
    /** GET /survey/questions/{id}/answers (spec 3 §7): a page of the answers members gave to a lesson's question. */
    async surveyAnswers(questionId: string, offset: number): Promise<{ data: SurveyAnswersPage; total: number } | undefined> {
      return forums.request<{ data: SurveyAnswersPage; total: number }>('get', `survey/questions/${id(questionId)}/answers`, { searchParams: { offset } });
    },
    /** Uploads a WebM recording for an AUDIO reply; answers the reply's audio_url. */
    async uploadRecording(postId: string, recording: Blob): Promise<string | undefined> {
      const answer = await forums.ky.put(`posts/${id(postId)}/audio`, { body: recording, headers: { 'content-type': 'audio/webm' } }).json<{ data: { audio_url: string } }>();
      return answer.data.audio_url;
    },
    flagPost(postId: string, userId: string, body: { type: string; reason?: string }) {
      return forums.request('post', `posts/${id(postId)}/users/${id(userId)}/flags`, { ...quiet, json: body });
    },
    async autoReply(forumId: string, post: ForumPost): Promise<string | undefined> {
      const body = { question: post.submitted_response || post.message, user_name: post.user.name, user_id: post.user.id };
      const answer = await teacherDashboard.request<{ data: { response_ai_answer: string } }>('post', `api/v1/forums/${id(forumId)}/posts/${id(post.post_id)}/auto-replies`, { json: body });
      return answer?.data.response_ai_answer;
    },
  };
}

export type ForumsClientApi = ReturnType<typeof forumsClientApi>;
