import type { AuthUser } from '../../backend/ports';

/**
 * Verifies the bearer ID tokens service calls carry, and mints the custom tokens an admin's impersonation
 * hands to the browser. Two implementations: local HMAC tokens (TokenSigner) over the users table, and
 * Firebase Auth ID tokens (admin and role from the custom claims `admin` and `adminRole`).
 */
export interface AuthTokensPort {
  /** The user of a valid, unexpired ID token; null for anything else (missing, forged, expired, deleted user). */
  verifyIdToken(token: string | null): Promise<AuthUser | null>;
  /** A short-lived custom token that signs the browser in as `uid`. */
  createCustomToken(uid: string): Promise<string>;
}
