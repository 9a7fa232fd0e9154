import type { DocumentsPort } from '../../backend/ports';

const settingsPath = (uid: string) => `users/${uid}/private/settings`;
const stamp = (ms: number) => ({ epoch: ms, iso_8601_datetime_tz: new Date(ms).toISOString() });

/** Epoch ms of a stored timestamp ({ epoch, iso_8601_datetime_tz }), or null. */
function epochOf(value: unknown): number | null {
  if (value && typeof value === 'object' && typeof (value as { epoch?: unknown }).epoch === 'number') return (value as { epoch: number }).epoch;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value);
  return null;
}

/** The terms fields of the publisher's private settings. */
export async function readTermsSettings(documents: DocumentsPort, uid: string): Promise<{ acceptedVersion: string | null; modalClosedAt: number | null }> {
  const doc = await documents.get(settingsPath(uid));
  const version = doc?.data.teacher_terms_version_accepted;
  return { acceptedVersion: typeof version === 'string' ? version : null, modalClosedAt: epochOf(doc?.data.teacher_terms_modal_closed_at) };
}

/** Stores the version, the acceptance time and the closed time; true when the stored version reads back. */
export async function acceptTerms(documents: DocumentsPort, uid: string, version: string, now: number): Promise<boolean> {
  await documents.set(settingsPath(uid), { teacher_terms_version_accepted: version, teacher_terms_accepted_at: stamp(now), teacher_terms_modal_closed_at: stamp(now) }, { merge: true });
  const stored = await documents.get(settingsPath(uid));
  return stored?.data.teacher_terms_version_accepted === version;
}

/** Remembers when the modal was dismissed; it comes back 3 days later. */
export async function recordTermsDismissal(documents: DocumentsPort, uid: string, now: number): Promise<void> {
  await documents.set(settingsPath(uid), { teacher_terms_modal_closed_at: stamp(now) }, { merge: true });
}
