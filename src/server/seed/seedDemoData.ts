import type { DocumentStore } from '../ports/documents';
import type { FilesPort } from '../ports/files';
import type { UsersPort } from '../ports/users';
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
import { usernameClaimsOf } from '../services/teacherDashboard/usernameClaims';

export interface SeedTarget {
  users: UsersPort;
  docs: DocumentStore;
  files: Pick<FilesPort, 'write'>;
}

/**
 * Seeds the demo accounts, their documents and the files those point at (course images and audio)
 * into a backend without users: the documents in one transaction, then the files, then the accounts
 * last, so a seed interrupted midway runs again whole on the next start (its writes are idempotent).
 */
export async function seedDemoData({ users, docs, files }: SeedTarget, now = new Date()): Promise<boolean> {
  if (await users.hasAny()) return false;
  const library = demoLibrary(now);
  const tracks = demoTracks(now);
  const documents = { ...demoUserDocuments(now), ...library.documents, ...tracks.documents, ...demoGroupDocuments(now) };
  const seedFiles = await docs.runTransaction(async () => {
    for (const [path, data] of Object.entries(documents)) await docs.set(path, data);
    // The retreats' payment products are made in the payment store inside this transaction.
    const retreats = await demoRetreats(docs, now);
    for (const [path, data] of Object.entries(retreats.documents)) await docs.set(path, data);
    // Each username in use holds its claim (unique in any letter case).
    for (const [path, data] of Object.entries(usernameClaimsOf({ ...documents, ...retreats.documents }))) await docs.set(path, data);
    // The workshops' payment products, prices, promo code and event are made in their stores inside this transaction.
    const workshops = await demoWorkshops(docs, now);
    for (const [path, data] of Object.entries(workshops.documents)) await docs.set(path, data);
    // The publisher's live events (issue 17): past, upcoming, and one within the hour.
    await demoLiveEvents(docs, now);
    // Followers, donations and shop sales of the demo publisher (issue 18); reads the shop products just written.
    for (const [path, data] of Object.entries(await demoInsights(docs, now))) await docs.set(path, data);
    // Reviews, gratitude posts, forums and saved replies (issue 18), after the items they refer to.
    await seedDemoCommunity(docs, now);
    return [...demoUserFiles(), ...library.files, ...tracks.files, ...retreats.files, ...workshops.files];
  });
  await writeSeedFiles(files, seedFiles);
  await Promise.all(DEMO_ACCOUNTS.map(({ uid, email, password, adminRole }) => users.create({ uid, email, password, ...(adminRole ? { adminRole } : {}) })));
  return true;
}
