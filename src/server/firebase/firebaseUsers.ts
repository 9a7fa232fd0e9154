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

/** Firebase Auth ID tokens: verified by the Admin SDK (signature, audience, expiry); the user from its claims. */
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
      return toAuthUser(decoded.uid, decoded.email, decoded as Claims);
    },
    createCustomToken: (uid) => auth.createCustomToken(uid),
  };
}
