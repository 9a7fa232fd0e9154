import type { AuthUser } from '../../backend/ports';
import type { DocumentStore } from '../db/DocumentStore';
import { HttpError } from '../http/HttpError';

/** Why a file of live content is not replaced or deleted through the files API. */
export const PUBLISHED_FILE =
  'This file belongs to published content and stays until an edit is approved: upload the new file under a new name';

/** Why a publisher may not write the reviewed profile picture. */
export const REVIEWED_PICTURE = 'The profile picture is replaced after review: upload yours to the edited folder';

// Statuses whose stored document is what the platform shows: edits of them wait in a revision.
export const LIVE_STATUSES = new Set(['PUBLISHED', 'PENDING_EDIT', 'REJECTED_EDIT']);

type Docs = Pick<DocumentStore, 'query'>;

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

// Every upload path a document mentions, at any depth (image sets, audio, lessons' audio).
function uploadPaths(value: unknown, prefix: string, out: Set<string>): void {
  if (typeof value === 'string') {
    const path = value.replace(/^\/+/, '');
    if (path.startsWith(prefix)) out.add(path);
  } else if (Array.isArray(value)) for (const item of value) uploadPaths(item, prefix, out);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) uploadPaths(item, prefix, out);
}

/**
 * The folders holding files the owner's live library items (and their lessons) show. A file in one of
 * them is live: an image set keeps its crops beside the original the document names.
 */
async function liveFolders(docs: Docs, uid: string): Promise<Set<string>> {
  const prefix = `${uid}/uploads/`;
  const paths = new Set<string>();
  for (const item of await docs.query(`users/${uid}/library_items`, { limit: 1000 })) {
    if (!LIVE_STATUSES.has(String(item.data.status ?? 'DRAFT'))) continue;
    uploadPaths(item.data, prefix, paths);
    for (const lesson of await docs.query(`${item.path}/lessons`, { limit: 1000 })) uploadPaths(lesson.data, prefix, paths);
  }
  return new Set([...paths].map(folderOf));
}

/**
 * Refuses (409) an upload over, or a deletion of, a file that live content shows, so nothing published
 * changes before review (the course wizard uploads an edit's files to a folder of their own); and (403)
 * a publisher's write to the reviewed profile picture, which only review replaces. Admins may do both.
 */
export async function checkFileWritable(docs: Docs, user: AuthUser, segments: readonly string[]): Promise<void> {
  if (user.isAdmin) return;
  const [uid, area, kind, next] = segments;
  if (area === 'uploads' && kind === 'profile_picture' && next !== 'edited') throw new HttpError(403, REVIEWED_PICTURE);
  if (uid === undefined || area !== 'uploads') return;
  if ((await liveFolders(docs, uid)).has(folderOf(segments.join('/')))) throw new HttpError(409, PUBLISHED_FILE);
}
