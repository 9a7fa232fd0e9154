import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/server/ports/documents';
import { itUnless } from '../setup/itUnless';

/**
 * The server's documents port, as every implementation must behave (SQLite and Firestore run the same
 * cases). `open` gives a store over an empty namespace: each case writes under its own `root`.
 */
/** Cases an implementation's test server cannot serve yet, each with the reason shown in the skipped test's name. */
export type ContractGaps = Partial<Record<'orderById' | 'collectionGroup' | 'descendants' | 'contention', string>>;

export function documentStoreContract(name: string, open: () => Promise<{ store: DocumentStore; root: string }>, gaps: ContractGaps = {}): void {
  const caseFor = (gap: keyof ContractGaps) => itUnless(gaps[gap]);
  describe(`documents port: ${name}`, () => {
    it('reads what it wrote; a missing document reads as null; set with merge deep-merges; update reaches dotted fields', async () => {
      const { store, root } = await open();
      expect(await store.get(`${root}/a/missing`)).toBeNull();
      await store.set(`${root}/a/one`, { title: 'One', nested: { x: 1, y: 2 }, list: [1, 2] });
      await store.set(`${root}/a/one`, { nested: { y: 3 }, list: [9] }, true);
      expect((await store.get(`${root}/a/one`))?.data).toEqual({ title: 'One', nested: { x: 1, y: 3 }, list: [9] });
      await store.update(`${root}/a/one`, { 'nested.z': 'z', title: 'Uno' });
      expect((await store.get(`${root}/a/one`))?.data).toEqual({ title: 'Uno', nested: { x: 1, y: 3, z: 'z' }, list: [9] });
      await expect(store.update(`${root}/a/none`, { x: 1 })).rejects.toMatchObject({ status: 404 });
      await store.delete(`${root}/a/one`);
      expect(await store.get(`${root}/a/one`)).toBeNull();
    });

    it('refuses a reserved key anywhere in the data (400), and nothing is stored', async () => {
      const { store, root } = await open();
      const data = JSON.parse('{"ok": 1, "deep": {"constructor": {"x": 1}}}') as Record<string, unknown>;
      await expect(store.set(`${root}/a/bad`, data)).rejects.toMatchObject({ status: 400 });
      expect(await store.get(`${root}/a/bad`)).toBeNull();
    });

    it('runs a guard with the data before and after; a refusing guard stores nothing', async () => {
      const { store, root } = await open();
      await store.set(`${root}/g/doc`, { status: 'DRAFT', n: 1 });
      const seen: unknown[] = [];
      await store.update(`${root}/g/doc`, { n: 2 }, (before, after) => seen.push([before, after]));
      expect(seen).toEqual([[{ status: 'DRAFT', n: 1 }, { status: 'DRAFT', n: 2 }]]);
      const refuse = () => {
        throw Object.assign(new Error('no'), { status: 403 });
      };
      await expect(store.set(`${root}/g/doc`, { status: 'PUBLISHED' }, true, refuse)).rejects.toMatchObject({ status: 403 });
      expect((await store.get(`${root}/g/doc`))?.data).toEqual({ status: 'DRAFT', n: 2 });
    });

    caseFor('orderById')('queries one collection with where, orderBy (then id), offset and limit, as Firestore does', async () => {
      const { store, root } = await open();
      const c = `${root}/q`;
      await store.set(`${c}/b`, { n: 2, tag: 'x', tags: ['red', 'blue'] });
      await store.set(`${c}/a`, { n: 1, tag: 'y', tags: ['red'] });
      await store.set(`${c}/c`, { n: 3, tag: 'x' });
      await store.set(`${c}/d`, { tag: 'x' });
      await store.set(`${c}/d/sub/deep`, { n: 0 });
      const ids = (docs: Array<{ id: string }>) => docs.map((d) => d.id);
      expect(ids(await store.query(c))).toEqual(['a', 'b', 'c', 'd']);
      expect(ids(await store.query(c, { where: [['tag', '==', 'x']] }))).toEqual(['b', 'c', 'd']);
      expect(ids(await store.query(c, { where: [['n', '>=', 2]] }))).toEqual(['b', 'c']);
      expect(ids(await store.query(c, { where: [['tags', 'array-contains', 'red']] }))).toEqual(['a', 'b']);
      expect(ids(await store.query(c, { where: [['tag', 'in', ['y', 'z']]] }))).toEqual(['a']);
      // Ordering by a field leaves out documents without it.
      expect(ids(await store.query(c, { orderBy: [['n', 'desc']] }))).toEqual(['c', 'b', 'a']);
      expect(ids(await store.query(c, { orderBy: [['n', 'asc']], offset: 1, limit: 1 }))).toEqual(['b']);
      await expect(store.query(c, { where: [['n', 'like', 1]] })).rejects.toMatchObject({ status: 400 });
    });

    caseFor('collectionGroup')('reads a collection group at any depth, and in order of creation', async () => {
      const { store, root } = await open();
      const group = `grp${root.replace(/[^A-Za-z0-9]/g, '')}`;
      await store.set(`${root}/users/u1/${group}/p1`, { n: 1 });
      await store.set(`${root}/users/u2/${group}/p2`, { n: 2 });
      await store.set(`${root}/users/u1/${group}/p0`, { n: 0 });
      const found = await store.collectionGroup(group, { where: [['n', '>=', 1]] });
      expect(found.map((d) => d.path).sort()).toEqual([`${root}/users/u1/${group}/p1`, `${root}/users/u2/${group}/p2`]);
      const newest = await store.collectionGroup(group, {}, { byCreation: 'desc' });
      expect(newest.map((d) => d.id)).toEqual(['p0', 'p2', 'p1']);
      const oldest = await store.query(`${root}/users/u1/${group}`, {}, { byCreation: 'asc' });
      expect(oldest.map((d) => d.id)).toEqual(['p1', 'p0']);
      // Rewriting a document keeps its place: creation, not the last write, orders.
      await store.set(`${root}/users/u1/${group}/p1`, { n: 5 });
      expect((await store.query(`${root}/users/u1/${group}`, {}, { byCreation: 'asc' })).map((d) => d.id)).toEqual(['p1', 'p0']);
    });

    caseFor('descendants')('lists the documents below a document, deepest first', async () => {
      const { store, root } = await open();
      await store.set(`${root}/items/i1`, { a: 1 });
      await store.set(`${root}/items/i1/lessons/l1`, { a: 1 });
      await store.set(`${root}/items/i1/lessons/l1/notes/n1`, { a: 1 });
      await store.set(`${root}/items/i10/lessons/l9`, { a: 1 });
      expect(await store.descendants(`${root}/items/i1`)).toEqual([`${root}/items/i1/lessons/l1/notes/n1`, `${root}/items/i1/lessons/l1`]);
    });

    it('a transaction sees its own writes, commits them together, and emits one change per collection', async () => {
      const { store, root } = await open();
      const changes: string[] = [];
      const listener = (collection: string) => changes.push(collection);
      store.events.on('change', listener);
      try {
        const result = await store.runTransaction(async (tx) => {
          await tx.set(`${root}/t/a`, { n: 1 });
          await tx.update(`${root}/t/a`, { n: 2 });
          // Calls on the store inside the callback join the transaction.
          await store.set(`${root}/t/b`, { n: 3 });
          expect((await tx.get(`${root}/t/a`))?.data).toEqual({ n: 2 });
          expect((await store.query(`${root}/t`, { orderBy: [['n', 'asc']] })).map((d) => d.id)).toEqual(['a', 'b']);
          return 'done';
        });
        expect(result).toBe('done');
        expect((await store.query(`${root}/t`)).map((d) => d.data)).toEqual([{ n: 2 }, { n: 3 }]);
        expect(changes.filter((c) => c === `${root}/t`)).toHaveLength(1);
      } finally {
        store.events.off('change', listener);
      }
    });

    it('a transaction whose callback throws writes nothing; a nested one that throws loses only its own writes', async () => {
      const { store, root } = await open();
      await expect(
        store.runTransaction(async (tx) => {
          await tx.set(`${root}/r/a`, { n: 1 });
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(await store.get(`${root}/r/a`)).toBeNull();
      await store.runTransaction(async (tx) => {
        await tx.set(`${root}/r/kept`, { n: 1 });
        await store.runTransaction(async (inner) => {
          await inner.set(`${root}/r/dropped`, { n: 2 });
          throw new Error('inner');
        }).catch(() => undefined);
      });
      expect(await store.get(`${root}/r/kept`)).not.toBeNull();
      expect(await store.get(`${root}/r/dropped`)).toBeNull();
    });

    caseFor('contention')('concurrent read-modify-write transactions lose no update', async () => {
      const { store, root } = await open();
      await store.set(`${root}/counter/c`, { n: 0 });
      await Promise.all(
        Array.from({ length: 8 }, () =>
          store.runTransaction(async (tx) => {
            const n = Number((await tx.get(`${root}/counter/c`))?.data.n);
            await tx.set(`${root}/counter/c`, { n: n + 1 });
          }),
        ),
      );
      expect((await store.get(`${root}/counter/c`))?.data).toEqual({ n: 8 });
    });
  });
}
