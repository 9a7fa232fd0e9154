import type { AuthUser } from '../../backend/ports';
import type { Db } from '../db/openDatabase';
import type { NewUser, PasswordSignIn, UsersPort } from '../ports/users';
import { hashPassword, verifyPassword } from './password';

export type { NewUser };

interface UserRow {
  uid: string;
  email: string;
  password_hash: string;
  is_admin: number;
  admin_role: string | null;
}

const toAuthUser = (row: Omit<UserRow, 'password_hash'>): AuthUser => ({
  uid: row.uid,
  email: row.email,
  isAdmin: row.is_admin === 1,
  ...(row.is_admin === 1 && (row.admin_role === 'editor' || row.admin_role === 'super') ? { adminRole: row.admin_role } : {}),
});

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH = await hashPassword('not-a-password');

/** Accounts in SQLite: e-mail, scrypt password hash, admin flag and role (the embedded users port). */
export class UserStore implements UsersPort, PasswordSignIn {
  // Prepared once: every authenticated request reads its user by uid.
  private readonly selectByUid;

  constructor(private readonly db: Db) {
    // The columns an AuthUser is made of (not the password hash): this runs for every authenticated request.
    this.selectByUid = db.prepare<[string], Omit<UserRow, 'password_hash'>>('SELECT uid, email, is_admin, admin_role FROM users WHERE uid = ?');
  }

  async create(user: NewUser): Promise<AuthUser> {
    this.insert(user, await hashPassword(user.password));
    return (await this.byUid(user.uid))!;
  }

  /** With a hash from `hashPassword` (the seed hashes its accounts in parallel). */
  insert(user: Omit<NewUser, 'password'>, passwordHash: string): void {
    this.db
      .prepare('INSERT INTO users (uid, email, password_hash, is_admin, admin_role, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(user.uid, user.email, passwordHash, user.adminRole ? 1 : 0, user.adminRole ?? null, new Date().toISOString());
  }

  async byUid(uid: string): Promise<AuthUser | null> {
    const row = this.selectByUid.get(uid);
    return row ? toAuthUser(row) : null;
  }

  async hasAny(): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
  }

  /** The user when e-mail and password match; null otherwise (never says which was wrong). */
  async checkCredentials(email: string, password: string): Promise<AuthUser | null> {
    const row = this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email.trim());
    const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
    return row && ok ? toAuthUser(row) : null;
  }
}
