import { hashPassword } from '../auth/password';
import type { UserStore } from '../auth/UserStore';
import type { DocumentStore } from '../db/DocumentStore';
import type { Db } from '../db/openDatabase';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { demoLibraryDocuments } from './demoLibrary';
import { demoUserDocuments } from './demoUsers';

/** Seeds the demo accounts and their documents into a database without users, in one transaction. */
export async function seedDemoData(db: Db, users: UserStore, docs: DocumentStore, now = new Date()): Promise<boolean> {
  if (users.count() > 0) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const documents = { ...demoUserDocuments(now), ...demoLibraryDocuments(now) };
  db.transaction(() => {
    DEMO_ACCOUNTS.forEach(({ uid, email, adminRole }, i) => users.insert({ uid, email, ...(adminRole ? { adminRole } : {}) }, hashes[i]!));
    for (const [path, data] of Object.entries(documents)) docs.set(path, data);
  }).immediate();
  return true;
}
