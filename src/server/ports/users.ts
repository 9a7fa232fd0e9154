import type { AuthUser } from '../../backend/ports';

export interface NewUser {
  uid: string;
  email: string;
  password: string;
  adminRole?: 'editor' | 'super';
}

/**
 * Accounts as the server needs them: who a uid is and whether they are an admin (and which kind). Two
 * implementations: the SQLite users table (embedded, with passwords) and Firebase Auth (admin by custom
 * claims `admin` and `adminRole`).
 */
export interface UsersPort {
  create(user: NewUser): Promise<AuthUser>;
  byUid(uid: string): Promise<AuthUser | null>;
  /** True when at least one account exists (the demo seed runs only on an empty backend). */
  hasAny(): Promise<boolean>;
}

/** E-mail and password sign-in, which only the embedded backend does itself (Firebase Auth does it in the browser). */
export interface PasswordSignIn {
  /** The user when e-mail and password match; null otherwise (never says which was wrong). */
  checkCredentials(email: string, password: string): Promise<AuthUser | null>;
}
