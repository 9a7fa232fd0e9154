import { ownUploadProblem } from '../../domain/ownUploads';
import { badRequest } from '../http/HttpError';

/**
 * A stored file reference must sit under the caller's own upload area (`{uid}/uploads/…`): a course may
 * not point at another publisher's files. Absent references (a pending upload) pass.
 */
export function checkOwnFile(uid: string, remoteFile: unknown, field: string): void {
  const problem = ownUploadProblem(uid, remoteFile, field);
  if (problem) throw badRequest(problem);
}
