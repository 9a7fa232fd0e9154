import type { DocData } from '../../../backend/ports';
import type { DocumentStore } from '../../db/DocumentStore';
import type { InboxKind } from '../../../domain/community/inboxQuery';

/**
 * Where the community records live. The roots `teacher_dashboard`, `forums`, `forum_posts` and
 * `share_links` are unknown to the documents API (checkAccess answers 400), so members' reviews,
 * donations and posts change only through the service calls, which check the owner and the schemas.
 * Donations (gratitude posts) share `teacher_dashboard/{uid}/donations` with the insights figures.
 */
export const TEACHER_DASHBOARD_ROOT = 'teacher_dashboard';
export const reviewsPath = (uid: string) => `${TEACHER_DASHBOARD_ROOT}/${uid}/reviews`;
export const donationsPath = (uid: string) => `${TEACHER_DASHBOARD_ROOT}/${uid}/donations`;
export const inboxPath = (kind: InboxKind, uid: string) => (kind === 'reviews' ? reviewsPath(uid) : donationsPath(uid));

export const FORUMS = 'forums';
export const FORUM_POSTS = 'forum_posts';
export const repliesPath = (postId: string) => `${FORUM_POSTS}/${postId}/replies`;
export const flagsPath = (postId: string) => `${FORUM_POSTS}/${postId}/flags`;
export const SHARE_LINKS = 'share_links';
export const settingsPath = (uid: string) => `users/${uid}/private/settings`;

/** Every document of a collection with its id. */
export async function allOf(docs: Pick<DocumentStore, 'query'>, collectionPath: string): Promise<Array<DocData & { id: string }>> {
  return (await docs.query(collectionPath, {})).map((doc) => ({ ...doc.data, id: doc.id }));
}

/** The epoch (ms) of a spec timestamp `{ epoch, iso_8601_datetime_tz }`; 0 when absent. */
export function epochOf(value: unknown): number {
  const epoch = value && typeof value === 'object' ? (value as { epoch?: unknown }).epoch : undefined;
  return typeof epoch === 'number' ? epoch : 0;
}
