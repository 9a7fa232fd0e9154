import type { AuthUser } from '../../backend/ports';
import type { DocumentStore } from '../db/DocumentStore';
import { HttpError } from '../http/HttpError';

/** Why a content write by a user without a username is refused. */
export const PROFILE_FIRST = 'Complete your profile before creating content';

/**
 * Spec 1 §2: a user whose profile form is not submitted (no username on `users/{uid}`) reaches only the
 * profile. The dashboard hides everything else; the server refuses content writes too (403).
 */
export async function requireProfile(docs: Pick<DocumentStore, 'get'>, user: AuthUser): Promise<void> {
  const username = (await docs.get(`users/${user.uid}`))?.data.username;
  if (typeof username !== 'string' || username.trim() === '') throw new HttpError(403, PROFILE_FIRST);
}

/** The profile picture (`{uid}/uploads/profile_picture/…`, spec 1 §7) is part of the profile form itself. */
export const isProfilePicturePath = (segments: readonly string[]): boolean => segments[1] === 'uploads' && segments[2] === 'profile_picture';
