import type { DocumentsPort, FilesPort } from '../../backend/ports';
import { editedPicturePath } from './profileData';

/** Spec 1 §5 shared image rules. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'];
export const PICTURE_MAX_BYTES = 20_000_000;
export const PICTURE_TOO_LARGE = 'Please select a file smaller than 20MB';
export const PICTURE_WRONG_TYPE = 'Please select a JPEG or PNG image';

/** Why a chosen picture cannot be used, or null. */
export function pictureProblem(file: Blob): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return PICTURE_WRONG_TYPE;
  if (file.size >= PICTURE_MAX_BYTES) return PICTURE_TOO_LARGE;
  return null;
}

/**
 * A publisher's own picture goes to the 'edited' path and sets profile_picture_status PENDING with its
 * upload time (spec 1 §4); the reviewed picture replaces the public one later. Returns the stored path.
 */
export async function uploadProfilePicture(ports: { files: FilesPort; documents: DocumentsPort }, uid: string, file: Blob): Promise<string> {
  const path = editedPicturePath(uid);
  await ports.files.upload(path, file, { category: 'image', contentType: 'image/jpeg' });
  const now = Date.now();
  await ports.documents.set(
    `users/${uid}/private/settings`,
    { profile_picture_status: 'PENDING', profile_picture_path: path, profile_picture_uploaded_at: { epoch: now, iso_8601_datetime_tz: new Date(now).toISOString() } },
    { merge: true },
  );
  return path;
}
