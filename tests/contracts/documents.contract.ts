import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend, DocSnapshot } from '../../src/backend/ports';
import { rulesIt, signedIn, uniqueName, waitFor, type ContractOptions, type TargetGetter } from './contractTarget';

/** The DocumentsPort contract, run in the signed-in user's own area `users/{uid}/…`. */
export function documentsContract(getTarget: TargetGetter, options: ContractOptions = {}): void {
  describe('DocumentsPort', () => {
    const itWithRules = rulesIt(options);
    let docs: Backend['documents'];
    let uid: string;
    let area: string;

    beforeAll(async () => {
      const session = await signedIn(getTarget(), getTarget().a);
      docs = session.backend.documents;
      uid = session.uid;
      area = `users/${uid}/${uniqueName('contract_docs')}`;
    });

    it('gives null for a missing document', async () => {
      await expect(docs.get(`${area}/missing`)).resolves.toBeNull();
    });

    it('sets and gets a document', async () => {
      await docs.set(`${area}/one`, { title: 'Morning calm', tags: ['sleep'], nested: { a: 1 } });
      await expect(docs.get(`${area}/one`)).resolves.toEqual({
        id: 'one',
        path: `${area}/one`,
        data: { title: 'Morning calm', tags: ['sleep'], nested: { a: 1 } },
      });
    });

    it('replaces without merge and deep-merges with merge', async () => {
      await docs.set(`${area}/two`, { a: 1, nested: { x: 1, y: 2 } });
      await docs.set(`${area}/two`, { nested: { y: 3 }, b: 2 }, { merge: true });
      expect((await docs.get(`${area}/two`))?.data).toEqual({ a: 1, b: 2, nested: { x: 1, y: 3 } });
      await docs.set(`${area}/two`, { c: 3 });
      expect((await docs.get(`${area}/two`))?.data).toEqual({ c: 3 });
    });

    it('updates fields, dotted keys reaching nested ones, and refuses a missing document', async () => {
      await docs.set(`${area}/three`, { status: 'DRAFT', meta: { step: 1, keep: true } });
      await docs.update(`${area}/three`, { status: 'PENDING', 'meta.step': 2 });
      expect((await docs.get(`${area}/three`))?.data).toEqual({ status: 'PENDING', meta: { step: 2, keep: true } });
      await expect(docs.update(`${area}/absent`, { status: 'PENDING' })).rejects.toThrow();
    });

    it('deletes a document', async () => {
      await docs.set(`${area}/four`, { a: 1 });
      await docs.delete(`${area}/four`);
      await expect(docs.get(`${area}/four`)).resolves.toBeNull();
    });

    it('adds a document with a generated id', async () => {
      const added = await docs.add(`${area}_added`, { n: 1 });
      expect(added.id).not.toBe('');
      expect(added.path).toBe(`${area}_added/${added.id}`);
      expect((await docs.get(added.path))?.data).toEqual({ n: 1 });
    });

    it('queries with where, orderBy, limit and offset', async () => {
      // A fixed collection id, so the index this query needs on Firestore can be declared
      // (tests/contracts/contractIndexes.json; production Firestore, and the `firebase` project's, refuse it without).
      const collection = `${area}/query/contract_query`;
      for (const [id, n, kind] of [['a', 1, 'x'], ['b', 2, 'y'], ['c', 3, 'x'], ['d', 4, 'x'], ['e', 5, 'x']] as const) {
        await docs.set(`${collection}/${id}`, { n, kind });
      }
      const ids = (snapshots: DocSnapshot[]) => snapshots.map((s) => s.id);
      expect(ids(await docs.query(collection, { where: [['kind', '==', 'x']], orderBy: [['n', 'asc']] }))).toEqual(['a', 'c', 'd', 'e']);
      expect(ids(await docs.query(collection, { where: [['n', '>', 2]], orderBy: [['n', 'desc']] }))).toEqual(['e', 'd', 'c']);
      expect(ids(await docs.query(collection, { orderBy: [['n', 'asc']], limit: 2 }))).toEqual(['a', 'b']);
      expect(ids(await docs.query(collection, { orderBy: [['n', 'asc']], limit: 2, offset: 2 }))).toEqual(['c', 'd']);
      expect(ids(await docs.query(collection, { where: [['kind', 'in', ['y']]] }))).toEqual(['b']);
    });

    it('delivers the current list at once and again after a change', async () => {
      const collection = `${area}_live`;
      await docs.set(`${collection}/first`, { n: 1 });
      const initial = waitFor<DocSnapshot[]>((list) => list.length === 1);
      const changed = waitFor<DocSnapshot[]>((list) => list.length === 2);
      const errors: Error[] = [];
      const unsubscribe = docs.subscribe(
        collection,
        { orderBy: [['n', 'asc']] },
        (list) => {
          initial.push(list);
          changed.push(list);
        },
        (error) => errors.push(error),
      );
      try {
        await initial.done;
        await docs.add(collection, { n: 2 });
        const after = await changed.done;
        expect(after.map((doc) => doc.data.n)).toEqual([1, 2]);
        expect(errors).toEqual([]);
      } finally {
        unsubscribe();
      }
    });

    itWithRules("refuses another user's documents and returns none of their data", async () => {
      await docs.set(`${area}/private`, { secret: 'A only' });
      const other = await signedIn(getTarget(), getTarget().b);
      await expect(other.backend.documents.get(`${area}/private`)).rejects.toThrow();
      await expect(other.backend.documents.query(area)).rejects.toThrow();
      await expect(other.backend.documents.set(`${area}/private`, { secret: 'B was here' })).rejects.toThrow();
      await expect(other.backend.documents.delete(`${area}/private`)).rejects.toThrow();
      expect((await docs.get(`${area}/private`))?.data).toEqual({ secret: 'A only' });
    });

    // Server-owned data (docs/api.md; firestore.rules states the same): library items change only
    // through the service calls, and of the user's own records only the owned settings fields are written.
    itWithRules('refuses writes to the own library items and to platform-owned fields, and stores nothing', async () => {
      const item = `users/${uid}/library_items/${uniqueName('contract_item')}`;
      await expect(docs.set(item, { title: 'Short', status: 'PUBLISHED' })).rejects.toThrow();
      await expect(docs.add(`users/${uid}/library_items`, { title: 'Short' })).rejects.toThrow();
      await expect(docs.set(`${item}/lessons/l1`, { title: 'Planted' })).rejects.toThrow();
      await expect(docs.get(item)).resolves.toBeNull();
      // Values no account holds, so each write is a change whatever the account's records are.
      await expect(docs.set(`users/${uid}`, { isApprovedPublisher: 'planted' }, { merge: true })).rejects.toThrow();
      await expect(docs.set(`users/${uid}/private/settings`, { profile_picture_status: 'planted' }, { merge: true })).rejects.toThrow();
      await expect(docs.set(`users/${uid}/private/settings`, { can_host_livestream: 'planted' }, { merge: true })).rejects.toThrow();
      expect((await docs.get(`users/${uid}/private/settings`))?.data.can_host_livestream).not.toBe('planted');
    });

    it('accepts the private settings fields the publisher owns', async () => {
      const now = Date.now();
      const stamp = { epoch: now, iso_8601_datetime_tz: new Date(now).toISOString() };
      await docs.set(`users/${uid}/private/settings`, { teacher_terms_modal_closed_at: stamp }, { merge: true });
      expect((await docs.get(`users/${uid}/private/settings`))?.data.teacher_terms_modal_closed_at).toEqual(stamp);
    });

    itWithRules('reports a refused subscription through onError', async () => {
      const other = await signedIn(getTarget(), getTarget().b);
      const failed = waitFor<Error>(() => true);
      const unsubscribe = other.backend.documents.subscribe(area, {}, () => failed.push(new Error('data leaked')), failed.push);
      try {
        const error = await failed.done;
        expect(error.message).not.toBe('data leaked');
      } finally {
        unsubscribe();
      }
    });
  });
}
