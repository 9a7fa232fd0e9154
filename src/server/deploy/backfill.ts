import { contributorIds } from '../../domain/retreats/retreatHooks';
import type { DocData, DocumentStore } from '../ports/documents';
import { LIVE_STATUSES } from '../files/publishedFileGuard';
import { usernameClaimPath } from '../services/teacherDashboard/usernameClaims';
import { LIVE_EDIT_STAMPS, editStampsShown } from '../wizards/itemRevision';

/**
 * One-off backfill for data written before the indexed lookups (docs/parity.md rows 20-22), run before the
 * server takes over existing data (`npm run backfill`, README "Deploying the server service"):
 *
 * - a username claim `usernames/u_{lower}` for each `users/{uid}` holding a username without one. Two users
 *   holding the same name in different letter case cannot both be claimed: the first (in document order)
 *   gets it and the others are reported as conflicts for staff to resolve; nothing is renamed.
 * - `contributor_ids` on each `users/{uid}/retreats/{id}` whose stored ids are missing or differ from its
 *   `contributors` (what the info step's hook derives).
 * - the stored `id` of each `users/{uid}/shop_products/{id}` without one (the workshop manifest's idField:
 *   the step save stores the document's own id). A product holding another document's id is reported and
 *   left alone (the lookup ignores such copies).
 * - `live_edit_stamps` on each live `users/{uid}/library_items/{id}` (published, or with an edit waiting or
 *   rejected) whose edit folders named by the item and its lessons differ from the stored list (approval
 *   writes it since; storage.rules keeps those folders' files, docs/parity.md row 16).
 *
 * Each change is its own transaction that re-reads the document, so a document deleted or changed meanwhile
 * is left as it now is, and the backfill can run again at any time (a second run changes nothing).
 */
export interface BackfillReport {
  usersRead: number;
  claimsWritten: number;
  retreatsUpdated: number;
  productsUpdated: number;
  itemsUpdated: number;
  /** Human-readable problems left for staff: case-insensitive username clashes, products with a foreign id. */
  conflicts: string[];
}

const PAGE = 500;

async function* everyDocument(store: DocumentStore, collection: string) {
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.query(collection, { limit: PAGE, offset });
    yield* page;
    if (page.length < PAGE) return;
  }
}

const sameIds = (stored: unknown, derived: string[]) =>
  Array.isArray(stored) && stored.length === derived.length && stored.every((id, i) => id === derived[i]);

export async function backfillIndexedFields(store: DocumentStore, log: (line: string) => void = () => {}): Promise<BackfillReport> {
  const report: BackfillReport = { usersRead: 0, claimsWritten: 0, retreatsUpdated: 0, productsUpdated: 0, itemsUpdated: 0, conflicts: [] };
  for await (const user of everyDocument(store, 'users')) {
    report.usersRead += 1;
    const uid = user.id;
    if (typeof user.data.username === 'string' && user.data.username !== '') {
      const outcome = await store.runTransaction(async (tx) => {
        const now = (await tx.get(`users/${uid}`))?.data;
        const username = now?.username;
        if (typeof username !== 'string' || username === '') return 'none';
        const claim = await tx.get(usernameClaimPath(username));
        if (claim) return claim.data.uid === uid ? 'none' : `conflict:${String(claim.data.uid)}:${username}`;
        await tx.set(usernameClaimPath(username), { uid, username });
        return 'written';
      });
      if (outcome === 'written') report.claimsWritten += 1;
      else if (outcome.startsWith('conflict:')) {
        const [, holder, username] = outcome.split(':');
        report.conflicts.push(`users/${uid}: username "${username}" is claimed by ${holder} in another letter case`);
      }
    }
    for await (const retreat of everyDocument(store, `users/${uid}/retreats`)) {
      if (sameIds(retreat.data.contributor_ids, contributorIds(retreat.data.contributors))) continue;
      const changed = await store.runTransaction(async (tx) => {
        const now = await tx.get(retreat.path);
        if (!now) return false;
        const ids = contributorIds(now.data.contributors);
        if (sameIds(now.data.contributor_ids, ids)) return false;
        await tx.set(retreat.path, { contributor_ids: ids } as DocData, true);
        return true;
      });
      if (changed) report.retreatsUpdated += 1;
    }
    for await (const product of everyDocument(store, `users/${uid}/shop_products`)) {
      if (product.data.id === product.id) continue;
      if (product.data.id !== undefined) {
        report.conflicts.push(`${product.path}: stores the id ${JSON.stringify(product.data.id)}, not its own; left as it is`);
        continue;
      }
      const changed = await store.runTransaction(async (tx) => {
        const now = await tx.get(product.path);
        if (!now || now.data.id !== undefined) return false;
        await tx.set(product.path, { id: product.id }, true);
        return true;
      });
      if (changed) report.productsUpdated += 1;
    }
    for await (const item of everyDocument(store, `users/${uid}/library_items`)) {
      if (!LIVE_STATUSES.has(String(item.data.status ?? 'DRAFT'))) continue;
      const changed = await store.runTransaction(async (tx) => {
        const now = await tx.get(item.path);
        if (!now || !LIVE_STATUSES.has(String(now.data.status ?? 'DRAFT'))) return false;
        const lessons = (await tx.query(`${item.path}/lessons`, { limit: 1000 })).map((lesson) => lesson.data);
        const stamps = editStampsShown(item.id, [now.data, ...lessons]);
        if (sameIds(now.data[LIVE_EDIT_STAMPS], stamps)) return false;
        await tx.set(item.path, { [LIVE_EDIT_STAMPS]: stamps } as DocData, true);
        return true;
      });
      if (changed) report.itemsUpdated += 1;
    }
    if (report.usersRead % 1000 === 0) log(`backfill: ${report.usersRead} users read`);
  }
  log(
    `backfill: ${report.usersRead} users read; ${report.claimsWritten} username claims, ${report.retreatsUpdated} retreats' contributor_ids, ` +
      `${report.productsUpdated} shop product ids, ${report.itemsUpdated} library items' live_edit_stamps written; ${report.conflicts.length} conflicts`,
  );
  for (const conflict of report.conflicts) log(`backfill conflict: ${conflict}`);
  return report;
}
