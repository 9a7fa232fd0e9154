/**
 * Why a stored file reference is not acceptable, or null: it must sit under the owner's own upload
 * area (`{uid}/uploads/…`), so an item never points at another publisher's files. An absent reference
 * (an upload still pending) passes.
 */
export function ownUploadProblem(uid: string, remoteFile: unknown, field: string): string | null {
  if (remoteFile === undefined) return null;
  const path = typeof remoteFile === 'string' ? remoteFile.replace(/^\/+/, '') : '';
  if (!path.startsWith(`${uid}/uploads/`) || path.split('/').includes('..')) return `${field} must be a file in your own uploads`;
  return null;
}
