import type { AuthUser } from '../../backend/ports';
import type { Db } from '../db/openDatabase';
import { hashPassword, verifyPassword } from './password';

interface UserRow {
  uid: string;
  email: string;
  password_hash: string;
  is_admin: number;
  admin_role: string | null;
}

export interface NewUser {
  uid: string;
  email: string;
  password: string;
  adminRole?: 'editor' | 'super';
}

const toAuthUser = (row: UserRow): AuthUser => ({
  uid: row.uid,
  email: row.email,
  isAdmin: row.is_admin === 1,
  ...(row.is_admin === 1 && (row.admin_role === 'editor' || row.admin_role === 'super') ? { adminRole: row.admin_role } : {}),
});

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH = hashPassword('not-a-password');

/** Accounts: e-mail, scrypt password hash, admin flag and role. */
export class UserStore {
  constructor(private readonly db: Db) {}

  async create(user: NewUser): Promise<AuthUser> {
    this.insert(user, await hashPassword(user.password));
    return this.byUid(user.uid)!;
  }

  /** Synchronous, so it can join a caller's transaction; the hash comes from `hashPassword`. */
  insert(user: Omit<NewUser, 'password'>, passwordHash: string): void {
    this.db
      .prepare('INSERT INTO users (uid, email, password_hash, is_admin, admin_role, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(user.uid, user.email, passwordHash, user.adminRole ? 1 : 0, user.adminRole ?? null, new Date().toISOString());
  }

  byUid(uid: string): AuthUser | null {
    const row = this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE uid = ?').get(uid);
    return row ? toAuthUser(row) : null;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  /** The user when e-mail and password match; null otherwise (never says which was wrong). */
  async checkCredentials(email: string, password: string): Promise<AuthUser | null> {
    const row = this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email.trim());
    const ok = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH));
    return row && ok ? toAuthUser(row) : null;
  }
}
