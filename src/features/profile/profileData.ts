import type { DocumentsPort } from '../../backend/ports';

/** The profile form's fields (spec 1 §3 publisher profile), as the schema names them. */
export const PROFILE_FIELDS = ['name', 'username', 'location', 'description', 'website', 'publisher_enterprise_description', 'user_avatar_url'] as const;
export type ProfileData = Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;

/** Spec 1 §7: the own upload goes to the 'edited' folder and waits for review. */
export const editedPictureFolder = (uid: string) => `${uid}/uploads/profile_picture/edited`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Drops empty optional values so the schema sees absent fields, not empty strings. */
export function cleanProfile(data: Record<string, unknown>): ProfileData {
  const clean: ProfileData = {};
  for (const field of PROFILE_FIELDS) {
    const value = text(data[field]);
    if (value !== undefined) clean[field] = value;
  }
  // A URL scheme is case-insensitive; store it the way browsers print it.
  if (clean.website) clean.website = clean.website.replace(/^https?:\/\//i, (scheme) => scheme.toLowerCase());
  return clean;
}

/** The form's starting values from the user, publisher and private settings documents (reads; saves go through saveProfile). */
export async function readProfile(documents: DocumentsPort, uid: string): Promise<{ data: ProfileData; pictureStatus: string | null }> {
  const [user, publisher, settings] = await Promise.all([
    documents.get(`users/${uid}`).catch(() => null),
    documents.get(`publishers/${uid}`).catch(() => null),
    documents.get(`users/${uid}/private/settings`).catch(() => null),
  ]);
  const u = user?.data ?? {};
  const p = publisher?.data ?? {};
  const pictureStatus = text(settings?.data.profile_picture_status) ?? null;
  const uploaded = text(settings?.data.profile_picture_path);
  return {
    pictureStatus,
    data: cleanProfile({
      name: u.name ?? p.name,
      username: u.username ?? p.username,
      location: u.location ?? p.location,
      description: p.description ?? p.publisher_description,
      website: p.website,
      publisher_enterprise_description: p.publisher_enterprise_description,
      user_avatar_url: p.user_avatar_url ?? uploaded,
    }),
  };
}
