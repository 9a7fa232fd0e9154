import type { ServiceClient } from '../../backend/http/createServiceClient';
import { teacherDashboardApi } from '../../backend/http/services/teacherDashboard';
import type { DocumentsPort } from '../../backend/ports';
import type { FieldError } from '../../engine/validation/fieldError';
import { writeProfile, type ProfileData } from './profileData';

/** Where the save stopped: nothing, or field errors to show (a taken username, for instance). */
export type SaveOutcome = { ok: true } | { ok: false; errors: FieldError[] };

/**
 * Claims a new username through PATCH /api/v1/publishers/profile (the server keeps it unique), then
 * writes the other fields. A refused username stops the save and is shown under the field.
 */
export async function saveProfile(
  deps: { documents: DocumentsPort; teacherDashboard: ServiceClient },
  uid: string,
  data: ProfileData,
  previousUsername: string | undefined,
): Promise<SaveOutcome> {
  if (data.username && data.username !== previousUsername) {
    try {
      await teacherDashboardApi(deps.teacherDashboard).patchProfile({ username: data.username });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, errors: [{ pointer: '/username', message, keyword: 'server' }] };
    }
  }
  await writeProfile(deps.documents, uid, data);
  return { ok: true };
}
