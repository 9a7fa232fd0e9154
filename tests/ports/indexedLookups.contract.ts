import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/backend/ports';
import { retreatInfo } from '../../src/domain/retreats/retreatHooks';
import type { DocumentStore } from '../../src/server/ports/documents';
import { shopProductRows } from '../../src/server/services/payment/shopProducts';
import { listRetreats } from '../../src/server/services/retreats/retreatRead';
import { claimUsername, usernameClaimPath, usernameTaken } from '../../src/server/services/teacherDashboard/usernameClaims';
import { backfillIndexedFields } from '../../src/server/deploy/backfill';
import { PROJECT_ROOT } from '../../src/server/startServer';
import { wizardCatalog } from '../../src/server/wizards/wizardCatalog';

/**
 * The three lookups that once read a whole collection (issue 14), now one document read or one indexed
 * query, on every documents-port implementation: a username in any letter case, the retreats naming a
 * co-host, a shop product by id without its owner. The collections are the real top-level ones (users,
 * usernames, the retreats and shop_products groups), so every id here carries this run's random tag and
 * the answers are checked for this run's documents only.
 */
export function indexedLookupsContract(name: string, store: DocumentStore): void {
  const tag = randomBytes(4).toString('hex');
  const uid = (who: string) => `lookup-${tag}-${who}`;
  const publisher = (who: string): AuthUser => ({ uid: uid(who), email: `${who}@example.com`, isAdmin: false });

  describe(`indexed lookups: ${name}`, () => {
    it('a username is taken by someone else in any letter case, by its claim; renaming frees the old one', async () => {
      const name = `Asha.${tag}`;
      await store.runTransaction(async () => {
        expect(await usernameTaken(store, uid('a'), name)).toBe(false);
        await claimUsername(store, uid('a'), name);
        await store.set(`users/${uid('a')}`, { username: name }, true);
      });
      expect((await store.get(usernameClaimPath(name.toUpperCase())))?.data).toEqual({ uid: uid('a'), username: name });
      expect(await usernameTaken(store, uid('b'), name.toLowerCase())).toBe(true);
      expect(await usernameTaken(store, uid('b'), name.toUpperCase())).toBe(true);
      expect(await usernameTaken(store, uid('a'), name.toLowerCase())).toBe(false);
      // A rename releases the old claim (same transaction as the new username).
      await store.runTransaction(async () => {
        await claimUsername(store, uid('a'), `rao.${tag}`);
        await store.set(`users/${uid('a')}`, { username: `rao.${tag}` }, true);
      });
      expect(await store.get(usernameClaimPath(name))).toBeNull();
      expect(await usernameTaken(store, uid('b'), name)).toBe(false);
      expect(await usernameTaken(store, uid('b'), `RAO.${tag}`)).toBe(true);
    });

    it('a username on a user document without a claim (older data) is still taken in the same letter case', async () => {
      await store.set(`users/${uid('old')}`, { username: `old.${tag}` });
      expect(await usernameTaken(store, uid('c'), `old.${tag}`)).toBe(true);
      expect(await usernameTaken(store, uid('old'), `old.${tag}`)).toBe(false);
    });

    it('the retreat list finds the retreats naming the caller as co-host by contributor_ids, and only those', async () => {
      const cohost = uid('cohost');
      const info = (contributors: unknown[]) => retreatInfo.derive({ title: 'Silent week', contributors }, { uid: uid('owner') });
      expect(info([{ id: cohost, name: 'Co Host', extra: 'dropped' }])).toMatchObject({ contributors: [{ id: cohost, name: 'Co Host' }], contributor_ids: [cohost] });
      expect(info([])).toMatchObject({ contributor_ids: [] });
      const created_at = (epoch: number) => ({ epoch, iso_8601_datetime_tz: new Date(epoch).toISOString() });
      await store.set(`users/${uid('owner')}/retreats/r1`, { ...info([{ id: cohost, name: 'Co Host' }]), status: 'DRAFT', created_at: created_at(1000) });
      await store.set(`users/${uid('owner2')}/retreats/r2`, { ...info([{ id: cohost, name: 'Co Host' }]), status: 'PENDING', created_at: created_at(2000) });
      await store.set(`users/${uid('owner')}/retreats/r3`, { ...info([{ id: uid('someone-else'), name: 'Other' }]), status: 'DRAFT', created_at: created_at(3000) });
      await store.set(`users/${uid('owner2')}/retreats/r4`, { ...info([{ id: cohost, name: 'Co Host' }]), status: 'DELETED', created_at: created_at(4000) });
      // A deeper collection also named retreats is no retreat.
      await store.set(`users/${uid('owner')}/retreats/r1/retreats/nested`, { contributor_ids: [cohost], contributors: [{ id: cohost }], status: 'DRAFT' });
      const listed = await listRetreats(store, wizardCatalog(), publisher('cohost'), new Date());
      expect(listed.map((r) => [r.user_id, r.id, r.role])).toEqual([
        [uid('owner2'), 'r2', 'cohost'],
        [uid('owner'), 'r1', 'cohost'],
      ]);
      const owners = await listRetreats(store, wizardCatalog(), publisher('owner'), new Date());
      expect(owners.map((r) => [r.id, r.role])).toEqual([
        ['r3', 'owner'],
        ['r1', 'owner'],
      ]);
    });

    it('a shop product is found by id across owners by its stored id, not by a copied one or a deeper document', async () => {
      const rows = shopProductRows(store, 'shop_products');
      const id = `sp-${tag}`;
      await store.set(`users/${uid('seller')}/shop_products/${id}`, { id, title: 'Breathwork', status: 'PENDING', type: 'WORKSHOP' });
      await store.set(`users/${uid('copier')}/shop_products/copy-${tag}`, { id, title: 'A copy with a foreign id', status: 'PENDING', type: 'WORKSHOP' });
      await store.set(`users/${uid('seller')}/shop_products/${id}/shop_products/${id}`, { id, title: 'Nested' });
      const found = await rows.byId(id);
      expect(found).toMatchObject({ id, ownerId: uid('seller'), path: `users/${uid('seller')}/shop_products/${id}`, data: { title: 'Breathwork' } });
      expect(await rows.byId(`copy-${tag}`)).toBeNull();
      expect(await rows.byId(`missing-${tag}`)).toBeNull();
    });

    it('the backfill gives older data its username claims, contributor_ids, stored product ids and live edit stamps; a second run changes nothing', async () => {
      // Documents as they were stored before the lookups: no claim, no contributor_ids, no stored id.
      const cohost = uid('bf-cohost');
      await store.set(`users/${uid('bf-a')}`, { username: `Old.Name.${tag}` });
      await store.set(`users/${uid('bf-b')}`, { username: `old.name.${tag}` });
      await store.set(`users/${uid('bf-a')}/retreats/r1`, { title: 'Old retreat', status: 'DRAFT', contributors: [{ id: cohost, name: 'Co Host' }] });
      await store.set(`users/${uid('bf-a')}/retreats/r2`, { title: 'Stale ids', status: 'DRAFT', contributors: [], contributor_ids: [cohost] });
      await store.set(`users/${uid('bf-a')}/shop_products/p-${tag}`, { title: 'Old product', status: 'PENDING', type: 'WORKSHOP' });
      await store.set(`users/${uid('bf-a')}/shop_products/q-${tag}`, { id: `p-${tag}`, title: 'A copy', status: 'PENDING', type: 'WORKSHOP' });
      // A live course whose approved edits placed files in two edit folders (the item and a lesson name them), and a draft.
      const items = `users/${uid('bf-a')}/library_items`;
      const folder = (id: string, stamp: string) => `${uid('bf-a')}/uploads/courses/${id}/edits/${stamp}`;
      await store.set(`${items}/live-${tag}`, { status: 'PUBLISHED', intro_audio: { remoteFile: `${folder(`live-${tag}`, 's9')}/intro.mp3` } });
      await store.set(`${items}/live-${tag}/lessons/l1`, { day: 1, audio: { remoteFile: `${folder(`live-${tag}`, 's3')}/day1.mp3` } });
      await store.set(`${items}/draft-${tag}`, { status: 'DRAFT', intro_audio: { remoteFile: `${folder(`draft-${tag}`, 's1')}/intro.mp3` } });
      const rows = shopProductRows(store, 'shop_products');
      expect(await rows.byId(`p-${tag}`)).toBeNull();
      expect(await listRetreats(store, wizardCatalog(), publisher('bf-cohost'), new Date())).toEqual([]);

      const lines: string[] = [];
      const first = await backfillIndexedFields(store, (line) => lines.push(line));
      // One of the two case-variants gets the claim (document order), the other is reported, neither renamed.
      const claim = (await store.get(usernameClaimPath(`old.name.${tag}`)))?.data;
      expect([uid('bf-a'), uid('bf-b')]).toContain(claim?.uid);
      const loser = claim?.uid === uid('bf-a') ? uid('bf-b') : uid('bf-a');
      expect(first.conflicts).toContainEqual(expect.stringContaining(`users/${loser}: username`));
      expect(first.conflicts).toContainEqual(`users/${uid('bf-a')}/shop_products/q-${tag}: stores the id "p-${tag}", not its own; left as it is`);
      expect(await usernameTaken(store, uid('c'), `OLD.NAME.${tag}`)).toBe(true);
      expect((await store.get(`users/${uid('bf-a')}/retreats/r1`))?.data).toMatchObject({ title: 'Old retreat', contributor_ids: [cohost] });
      expect((await store.get(`users/${uid('bf-a')}/retreats/r2`))?.data).toMatchObject({ contributor_ids: [] });
      expect(await rows.byId(`p-${tag}`)).toMatchObject({ ownerId: uid('bf-a'), data: { id: `p-${tag}`, title: 'Old product' } });
      expect((await store.get(`users/${uid('bf-a')}/shop_products/q-${tag}`))?.data.id).toBe(`p-${tag}`);
      expect((await listRetreats(store, wizardCatalog(), publisher('bf-cohost'), new Date())).map((r) => [r.user_id, r.id])).toEqual([[uid('bf-a'), 'r1']]);
      expect(first.claimsWritten).toBeGreaterThanOrEqual(1);
      expect(first.retreatsUpdated).toBeGreaterThanOrEqual(2);
      expect(first.productsUpdated).toBeGreaterThanOrEqual(1);
      expect((await store.get(`${items}/live-${tag}`))?.data.live_edit_stamps).toEqual(['s3', 's9']);
      expect((await store.get(`${items}/draft-${tag}`))?.data.live_edit_stamps).toBeUndefined();
      expect(first.itemsUpdated).toBeGreaterThanOrEqual(1);
      expect(lines.at(-1)).toMatch(/^backfill conflict: /);

      const kept = [`users/${uid('bf-a')}/retreats/r1`, `users/${uid('bf-a')}/shop_products/p-${tag}`, usernameClaimPath(`old.name.${tag}`), `${items}/live-${tag}`];
      const before = await Promise.all(kept.map((p) => store.get(p)));
      const second = await backfillIndexedFields(store);
      const after = await Promise.all(kept.map((p) => store.get(p)));
      expect(after).toEqual(before);
      expect(second.conflicts.filter((c) => c.includes(tag))).toEqual(first.conflicts.filter((c) => c.includes(tag)));
    });
  });
}

/** The index entries the queries above need in production (firestore.indexes.json, deployed with the rules). */
export function indexFileCoversLookups(): void {
  it('firestore.indexes.json enables the collection-group indexes those queries use', () => {
    const file = JSON.parse(readFileSync(join(PROJECT_ROOT, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; indexes: Array<{ queryScope: string; order?: string; arrayConfig?: string }> }>;
    };
    const override = (group: string, field: string) => file.fieldOverrides.find((o) => o.collectionGroup === group && o.fieldPath === field)?.indexes ?? [];
    expect(override('retreats', 'contributor_ids')).toContainEqual({ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION_GROUP' });
    expect(override('shop_products', 'id')).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
    // An override replaces the automatic indexes of that field: the collection-scoped ones are kept too.
    for (const [group, field] of [['retreats', 'contributor_ids'], ['shop_products', 'id']] as const) {
      expect(override(group, field)).toEqual(expect.arrayContaining([{ order: 'ASCENDING', queryScope: 'COLLECTION' }, { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }]));
    }
  });
}
