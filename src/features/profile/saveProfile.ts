import { HTTPError } from 'ky';
import type { ServiceClient } from '../../backend/http/createServiceClient';
import { teacherDashboardApi } from '../../backend/http/services/teacherDashboard';
import type { FieldError } from '../../engine/validation/fieldError';
import type { ProfileData } from './profileData';

/** Where the save stopped: nothing, or field errors to show (a taken username, for instance). */
export type SaveOutcome = { ok: true } | { ok: false; errors: FieldError[] };

/** The field errors a refused profile call answers with (`{ message, errors }`), if it is one. */
async function refusedFieldErrors(error: unknown): Promise<FieldError[] | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => ({}))) as { errors?: unknown };
  return Array.isArray(body.errors) && body.errors.length > 0 ? (body.errors as FieldError[]) : undefined;
}

/**
 * Saves the whole profile through PUT /api/v1/publishers/profile/details: the server validates it with the
 * same profile schema, keeps the username unique and writes the user and publisher documents. A refusal
 * with field errors comes back as those errors, to show at their fields; any other failure throws.
 */
export async function saveProfile(teacherDashboard: ServiceClient, data: ProfileData): Promise<SaveOutcome> {
  try {
    await teacherDashboardApi(teacherDashboard).putProfileDetails(data, { quiet: true });
    return { ok: true };
  } catch (error) {
    const errors = await refusedFieldErrors(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}
