import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { AuthUser } from '../../backend/ports';
import type { AuthTokensPort } from '../ports/auth';
import type { NewUser, UsersPort } from '../ports/users';

type Claims = { admin?: unknown; adminRole?: unknown };

/** Admin and role come only from custom claims, which only the Admin SDK (the server) can set. */
function toAuthUser(uid: string, email: string | undefined, claims: Claims | undefined): AuthUser {
  const isAdmin = claims?.admin === true;
  const role = claims?.adminRole;
  return { uid, email: email ?? '', isAdmin, ...(isAdmin && (role === 'editor' || role === 'super') ? { adminRole: role } : {}) };
}

const code = (error: unknown) => (error as { code?: unknown }).code;

/** Accounts in Firebase Auth (the users port on Firebase). */
export class FirebaseUsers implements UsersPort {
  constructor(private readonly auth: Auth) {}

  async create(user: NewUser): Promise<AuthUser> {
    await this.auth.createUser({ uid: user.uid, email: user.email, password: user.password });
    if (user.adminRole) await this.auth.setCustomUserClaims(user.uid, { admin: true, adminRole: user.adminRole });
    return (await this.byUid(user.uid))!;
  }

  async byUid(uid: string): Promise<AuthUser | null> {
    let record: UserRecord;
    try {
      record = await this.auth.getUser(uid);
    } catch (error) {
      if (code(error) === 'auth/user-not-found') return null;
      throw error;
    }
    return record.disabled ? null : toAuthUser(record.uid, record.email, record.customClaims as Claims | undefined);
  }

  async hasAny(): Promise<boolean> {
    return (await this.auth.listUsers(1)).users.length > 0;
  }
}

/**
 * Firebase Auth ID tokens: verified by the Admin SDK (signature, audience, issuer, expiry), then the account is
 * looked up as `verifyIdToken(token, true)` would (checkRevoked): a deleted or disabled account, or a token
 * issued before the account's refresh tokens were revoked (`tokensValidAfterTime`), is refused at once rather
 * than for up to an hour, as the local backend refuses a deleted user's token. The admin claim comes from
 * that same record, so a withdrawn admin right stops counting at the next call (locally the users table is
 * read the same way). The cost is one Auth lookup per request; a failed lookup is an error (5xx), not a
 * sign-out.
 */
export function firebaseAuthTokens(auth: Auth): AuthTokensPort {
  return {
    async verifyIdToken(token) {
      if (!token || token.length > 8192) return null;
      let decoded: DecodedIdToken;
      try {
        decoded = await auth.verifyIdToken(token);
      } catch {
        return null;
      }
      let record: UserRecord;
      try {
        record = await auth.getUser(decoded.uid);
      } catch (error) {
        if (code(error) === 'auth/user-not-found') return null;
        throw error;
      }
      if (record.disabled) return null;
      // The Admin SDK's own revocation test: auth_time (seconds) before the account's valid-since time.
      if (record.tokensValidAfterTime && decoded.auth_time * 1000 < new Date(record.tokensValidAfterTime).getTime()) return null;
      return toAuthUser(record.uid, record.email ?? decoded.email, record.customClaims as Claims | undefined);
    },
    createCustomToken: (uid) => auth.createCustomToken(uid),
  };
}
