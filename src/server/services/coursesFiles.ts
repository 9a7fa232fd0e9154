import { badRequest } from '../http/HttpError';

/**
 * A stored file reference must sit under the caller's own upload area (`{uid}/uploads/…`): a course may
 * not point at another publisher's files. Absent references (a pending upload) pass.
 */
export function checkOwnFile(uid: string, remoteFile: unknown, field: string): void {
  if (remoteFile === undefined) return;
  const path = typeof remoteFile === 'string' ? remoteFile.replace(/^\/+/, '') : '';
  if (!path.startsWith(`${uid}/uploads/`) || path.split('/').includes('..')) {
    throw badRequest(`${field} must be a file in your own uploads`);
  }
}
