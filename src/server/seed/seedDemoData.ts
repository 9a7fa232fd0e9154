import { dirname } from 'node:path';
import { hashPassword } from '../auth/password';
import type { UserStore } from '../auth/UserStore';
import type { DocumentStore } from '../db/DocumentStore';
import type { Db } from '../db/openDatabase';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { demoLibrary } from './demoLibrary';
import { demoLiveEvents } from './demoLiveEvents';
import { demoGroupDocuments } from './demoGroups';
import { demoInsights } from './demoInsights';
import { demoRetreats } from './demoRetreats';
import { demoTracks } from './demoTracks';
import { demoUserDocuments, demoUserFiles } from './demoUsers';
import { demoWorkshops } from './demoWorkshops';
import { seedDemoCommunity } from './demoCommunity';
import { writeSeedFiles } from './seedFiles';

/**
 * Seeds the demo accounts, their documents and the files those point at (course images and audio)
 * into a database without users, in one transaction. `dataDir` defaults to the database's folder
 * (openDatabase keeps db.sqlite at the root of the data folder, next to `files/`).
 */
export async function seedDemoData(db: Db, users: UserStore, docs: DocumentStore, now = new Date(), dataDir = dirname(db.name)): Promise<boolean> {
  if (users.count() > 0) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const library = demoLibrary(now);
  const tracks = demoTracks(now);
  const documents = { ...demoUserDocuments(now), ...library.documents, ...tracks.documents, ...demoGroupDocuments(now) };
  db.transaction(() => {
    DEMO_ACCOUNTS.forEach(({ uid, email, adminRole }, i) => users.insert({ uid, email, ...(adminRole ? { adminRole } : {}) }, hashes[i]!));
    for (const [path, data] of Object.entries(documents)) docs.set(path, data);
    // The retreats' payment products are made in the payment store inside this transaction.
    const retreats = demoRetreats(docs, now);
    for (const [path, data] of Object.entries(retreats.documents)) docs.set(path, data);
    // The workshops' payment products, prices, promo code and event are made in their stores inside this transaction.
    const workshops = demoWorkshops(docs, now);
    for (const [path, data] of Object.entries(workshops.documents)) docs.set(path, data);
    // The publisher's live events (issue 17): past, upcoming, and one within the hour.
    demoLiveEvents(docs, now);
    // Followers, donations and shop sales of the demo publisher (issue 18); reads the shop products just written.
    for (const [path, data] of Object.entries(demoInsights(docs, now))) docs.set(path, data);
    // Reviews, gratitude posts, forums and saved replies (issue 18), after the items they refer to.
    seedDemoCommunity(docs, now);
    writeSeedFiles(dataDir, db, [...demoUserFiles(), ...library.files, ...tracks.files, ...retreats.files, ...workshops.files], now);
  }).immediate();
  return true;
}
