import type { DocumentsPort } from '../../backend/ports';
import { editedPicturePath } from './profileData';

/**
 * A publisher's own picture waits for review (spec 1 §4): profile_picture_status PENDING with its
 * upload time in the private settings; the reviewed picture replaces the public one later. Returns the
 * stored path of the picture (the square crop in the 'edited' folder).
 */
export async function markPicturePending(documents: DocumentsPort, uid: string, now = Date.now()): Promise<string> {
  const path = editedPicturePath(uid);
  await documents.set(
    `users/${uid}/private/settings`,
    { profile_picture_status: 'PENDING', profile_picture_path: path, profile_picture_uploaded_at: { epoch: now, iso_8601_datetime_tz: new Date(now).toISOString() } },
    { merge: true },
  );
  return path;
}
