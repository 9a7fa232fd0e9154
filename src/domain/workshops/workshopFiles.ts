/** The folder a workshop's files live in (spec 3 §7 'Direct data store and file storage'). */
export function workshopFolder(uid: string, productId: string): string {
  return `${uid}/uploads/marketplace/shop/products/${productId}`;
}

/** The subfolders spec 3 §7 names: additional materials, videos, images. */
export type WorkshopFileKind = 'resources' | 'video' | 'image';

/** Why a file reference is not one of this workshop's own files, or null (an absent reference passes). */
export function workshopFileProblem(uid: string, productId: string, remoteFile: unknown, field: string): string | null {
  if (remoteFile === undefined) return null;
  const path = typeof remoteFile === 'string' ? remoteFile.replace(/^\/+/, '') : '';
  if (!path.startsWith(`${workshopFolder(uid, productId)}/`) || path.split('/').includes('..')) return `${field} must be a file in this workshop's folder`;
  return null;
}
