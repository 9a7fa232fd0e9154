import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type RunningFirestore } from './firestoreEmulatorPatches';

// firebase-admin against the patched third-party Firestore server (its own instance, not the `firebase`
// project's): the query engine (firestoreEmulatorQueries.ts), the listing calls and the transactions
// (firestoreEmulatorTransactions.ts) answer as Firestore does.

let emulator: RunningFirestore;
let app: App;
let db: Firestore;
let root: string;
let n = 0;
const col = () => db.collection(`${root}-${++n}`);
const ids = (snapshot: { docs: Array<{ id: string }> }) => snapshot.docs.map((d) => d.id);

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  app = initializeApp({ projectId: 'demo-emulator-queries' }, `queries-${randomBytes(4).toString('hex')}`);
  db = getFirestore(app);
  root = `run${randomBytes(3).toString('hex')}`;
});

afterAll(async () => {
  await deleteApp(app);
  emulator.stop();
});

describe('patched Firestore server: queries as Firestore answers them', () => {
  it('orders an unordered query by document id, whatever the write order', async () => {
    const c = col();
    for (const id of ['m', 'b', 'z', 'a']) await c.doc(id).set({ x: 1 });
    expect(ids(await c.get())).toEqual(['a', 'b', 'm', 'z']);
  });

  it('compares integers with doubles, reads nested fields, and leaves out documents missing an ordered field', async () => {
    const c = col();
    await c.doc('a').set({ n: 1, m: { k: 'q' } });
    await c.doc('b').set({ n: 1.5, m: { k: 'p' } });
    await c.doc('c').set({ n: 2 });
    await c.doc('d').set({ other: true });
    expect(ids(await c.where('n', '>', 1).get())).toEqual(['b', 'c']);
    expect(ids(await c.where('n', '==', 2.0).get())).toEqual(['c']);
    expect(ids(await c.orderBy('n', 'desc').get())).toEqual(['c', 'b', 'a']);
    expect(ids(await c.where('m.k', '==', 'p').get())).toEqual(['b']);
    expect(ids(await c.orderBy('m.k').get())).toEqual(['b', 'a']);
  });

  it('applies Firestore’s type order, != / not-in without nulls, in, array-contains-any and OR', async () => {
    const c = col();
    await c.doc('s').set({ v: 'text', tags: ['x'] });
    await c.doc('t').set({ v: true, tags: ['y', 'z'] });
    await c.doc('u').set({ v: null });
    await c.doc('w').set({ v: 3 });
    expect(ids(await c.orderBy('v').get())).toEqual(['u', 't', 'w', 's']);
    expect(ids(await c.where('v', '!=', 3).get()).sort()).toEqual(['s', 't']);
    expect(ids(await c.where('v', 'not-in', ['text']).get()).sort()).toEqual(['t', 'w']);
    expect(ids(await c.where('v', 'in', [3, 'text']).get())).toEqual(['s', 'w']);
    expect(ids(await c.where('v', '==', null).get())).toEqual(['u']);
    expect(ids(await c.where('tags', 'array-contains-any', ['z', 'x']).get())).toEqual(['s', 't']);
    const { Filter } = await import('firebase-admin/firestore');
    expect(ids(await c.where(Filter.or(Filter.where('v', '==', 3), Filter.where('v', '==', true))).get())).toEqual(['t', 'w']);
  });

  it('serves offset, limit, cursors and a projection', async () => {
    const c = col();
    for (const [id, n] of [['a', 1], ['b', 2], ['c', 3], ['d', 4], ['e', 5]] as const) await c.doc(id).set({ n, secret: 's' });
    expect(ids(await c.orderBy('n').offset(1).limit(2).get())).toEqual(['b', 'c']);
    expect(ids(await c.orderBy('n').startAfter(2).endAt(4).get())).toEqual(['c', 'd']);
    expect(ids(await c.orderBy('n', 'desc').startAt(4).endBefore(2).get())).toEqual(['d', 'c']);
    const first = await c.orderBy('n').limit(2).get();
    expect(ids(await c.orderBy('n').startAfter(first.docs[1]!).limit(2).get())).toEqual(['c', 'd']);
    expect(ids(await c.orderBy(FieldPath.documentId()).startAt('c').get())).toEqual(['c', 'd', 'e']);
    expect((await c.select('n').get()).docs[0]!.data()).toEqual({ n: 1 });
    expect((await c.where('n', '>=', 2).count().get()).data().count).toBe(4);
  });

  it('reads a collection group at any depth, its document names compared segment by segment', async () => {
    const group = `g${root}`;
    await db.doc(`${root}-cg/u1/${group}/p1`).set({ n: 1 });
    await db.doc(`${root}-cg/u2/${group}/p2`).set({ n: 2 });
    await db.doc(`${root}-cg/u1/deeper/x/${group}/p3`).set({ n: 3 });
    await db.doc(`${root}-cg/u1/other/p4`).set({ n: 4 });
    expect(ids(await db.collectionGroup(group).orderBy('n').get())).toEqual(['p1', 'p2', 'p3']);
    expect(ids(await db.collectionGroup(group).where('n', '>=', 2).get())).toEqual(['p2', 'p3']);
    const below = db.collectionGroup(group).where(FieldPath.documentId(), '>=', `${root}-cg/u1/a/a`).where(FieldPath.documentId(), '<', `${root}-cg/u2/a/a`);
    expect(ids(await below.get()).sort()).toEqual(['p1', 'p3']);
  });

  it('lists collection ids and documents, documents that exist only as parents included', async () => {
    await db.doc(`${root}-ls/i1`).set({ a: 1 });
    await db.doc(`${root}-ls/i1/lessons/l1`).set({ a: 1 });
    await db.doc(`${root}-ls/i1/notes/n1`).set({ a: 1 });
    await db.doc(`${root}-ls/ghost/lessons/l2`).set({ a: 1 });
    await db.doc(`${root}-ls/i1/gone/g1`).set({ a: 1 });
    await db.doc(`${root}-ls/i1/gone/g1`).delete();
    expect((await db.doc(`${root}-ls/i1`).listCollections()).map((c) => c.id)).toEqual(['lessons', 'notes']);
    expect((await db.collection(`${root}-ls`).listDocuments()).map((d) => d.id)).toEqual(['ghost', 'i1']);
    expect((await db.listCollections()).map((c) => c.id)).toContain(`${root}-ls`);
  });
});

describe('patched Firestore server: transactions', () => {
  it('concurrent read-modify-write transactions lose no update', async () => {
    const ref = col().doc('counter');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 6 }, () =>
        db.runTransaction(async (tx) => {
          const n = Number((await tx.get(ref)).get('n'));
          tx.set(ref, { n: n + 1 });
        }),
      ),
    );
    expect((await ref.get()).data()).toEqual({ n: 6 });
  });

  it('a transaction whose read document was written meanwhile is aborted and runs again', async () => {
    const ref = col().doc('a');
    await ref.set({ n: 1 });
    let runs = 0;
    await db.runTransaction(async (tx) => {
      runs += 1;
      const n = Number((await tx.get(ref)).get('n'));
      if (runs === 1) await ref.set({ n: 100 }); // someone else writes between the read and the commit
      tx.set(ref, { n: n + 1 });
    });
    expect(runs).toBe(2);
    expect((await ref.get()).data()).toEqual({ n: 101 });
  });

  it('a query in a transaction that another write changes (a phantom) aborts it', async () => {
    const c = col();
    let runs = 0;
    // "Take the name if nobody has it": two runs at once would both find nobody without phantom checks.
    await db.runTransaction(async (tx) => {
      runs += 1;
      const taken = await tx.get(c.where('name', '==', 'ana'));
      if (runs === 1) await c.doc('other').set({ name: 'ana' });
      if (taken.empty) tx.set(c.doc('mine'), { name: 'ana' });
    });
    expect(runs).toBe(2);
    expect(ids(await c.get())).toEqual(['other']);
  });

  it('a commit is all or nothing: a failed precondition writes none of its writes', async () => {
    const c = col();
    await c.doc('exists').set({ v: 1 });
    const batch = db.batch();
    batch.set(c.doc('new'), { v: 2 });
    batch.create(c.doc('exists'), { v: 3 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await c.doc('new').get()).exists).toBe(false);
    expect((await c.doc('exists').get()).data()).toEqual({ v: 1 });
  });

  it('a transaction callback that throws rolls back and writes nothing', async () => {
    const ref = col().doc('x');
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { v: 1 });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await ref.get()).exists).toBe(false);
  });
});
