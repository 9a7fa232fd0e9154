import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  type Firestore,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type RunningFirestore } from '../../../tests/setup/firestoreEmulatorPatches';

// The web SDK against @firestore-emulator/server with the repository's wrapper (tests/setup/firestoreEmulatorPatches.ts):
// its Write stream and several Listen targets on one stream. Lives here because only src/backend/firebase may
// import the SDK.

/** Resolves with the first value `take` accepts, or rejects after `ms`. */
function until<T>(ms = 5000) {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms);
  return {
    done,
    take(value: T) {
      clearTimeout(timer);
      resolve(value);
    },
  };
}

describe('patched Firestore protocol server with the web SDK', () => {
  let emulator: RunningFirestore;
  let app: FirebaseApp;
  let db: Firestore;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    app = initializeApp({ apiKey: 'k', projectId: 'demo-patches' }, 'emulator-patches');
    db = getFirestore(app);
    connectFirestoreEmulator(db, emulator.host, emulator.port);
  });

  afterAll(async () => {
    await deleteApp(app);
    emulator.stop();
  });

  it('binds to 127.0.0.1 on a free port', () => {
    expect(emulator.host).toBe('127.0.0.1');
    expect(emulator.port).toBeGreaterThan(0);
  });

  it('commits set, merge, update and delete through the Write stream and stores them', async () => {
    await setDoc(doc(db, 'w/a'), { n: 1, nested: { x: 1 } });
    await setDoc(doc(db, 'w/a'), { nested: { y: 2 } }, { merge: true });
    await updateDoc(doc(db, 'w/a'), { 'nested.x': 5, extra: true });
    // Read from the emulator's own state, not the SDK cache: the writes really reached the server.
    const stored = emulator.state.getDocument('projects/demo-patches/databases/(default)/documents/w/a');
    expect(stored.metadata.hasExist).toBe(true);
    expect(stored.toV1DocumentObject().fields).toEqual({
      n: { integer_value: 1 },
      nested: { map_value: { fields: { x: { integer_value: 5 }, y: { integer_value: 2 } } } },
      extra: { boolean_value: true },
    });
    await deleteDoc(doc(db, 'w/a'));
    expect(emulator.state.getDocument('projects/demo-patches/databases/(default)/documents/w/a').metadata.hasExist).toBe(false);
  });

  it('replaces a document on set without merge and deletes the fields a merge or update removes', async () => {
    const stored = () => emulator.state.getDocument('projects/demo-patches/databases/(default)/documents/w/r').toV1DocumentObject().fields;
    await setDoc(doc(db, 'w/r'), { a: 1, nested: { x: 1, y: 2 }, gone: true });
    await setDoc(doc(db, 'w/r'), { b: 2, nested: { x: 3 } });
    expect(stored()).toEqual({ b: { integer_value: 2 }, nested: { map_value: { fields: { x: { integer_value: 3 } } } } });
    await setDoc(doc(db, 'w/r'), { b: deleteField(), nested: { y: 4 } }, { merge: true });
    expect(stored()).toEqual({ nested: { map_value: { fields: { x: { integer_value: 3 }, y: { integer_value: 4 } } } } });
    await updateDoc(doc(db, 'w/r'), { 'nested.x': deleteField(), c: 'kept' });
    expect(stored()).toEqual({ nested: { map_value: { fields: { y: { integer_value: 4 } } } }, c: { string_value: 'kept' } });
  });

  it('commits a transaction (the Commit call) with the same replace semantics', async () => {
    const stored = () => emulator.state.getDocument('projects/demo-patches/databases/(default)/documents/w/t').toV1DocumentObject().fields;
    await setDoc(doc(db, 'w/t'), { a: 1, b: 2 });
    await runTransaction(db, async (transaction) => {
      const current = await transaction.get(doc(db, 'w/t'));
      transaction.set(doc(db, 'w/t'), { a: (current.data()!.a as number) + 1 });
    });
    expect(stored()).toEqual({ a: { integer_value: 2 } });
  });

  it("reports the server's refusal of a write (update of a missing document) as not-found", async () => {
    const error = await updateDoc(doc(db, 'w/absent'), { n: 1 }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('not-found');
    // The stream recovers: the next write goes through.
    await setDoc(doc(db, 'w/after'), { ok: true });
    expect((await getDoc(doc(db, 'w/after'))).data()).toEqual({ ok: true });
  });

  it('serves two live queries, a one-shot query and a document read on one Listen stream', async () => {
    const evens: number[][] = [];
    const odds: number[][] = [];
    const sawEvenTwo = until<void>();
    const sawOddThree = until<void>();
    const values = (snapshot: { docs: Array<{ data(): Record<string, unknown> }> }) => snapshot.docs.map((d) => d.data().n as number).sort();
    const stopEvens = onSnapshot(query(collection(db, 'l'), where('even', '==', true)), (snapshot) => {
      evens.push(values(snapshot));
      if (values(snapshot).includes(2)) sawEvenTwo.take();
    });
    const stopOdds = onSnapshot(query(collection(db, 'l'), where('even', '==', false)), (snapshot) => {
      odds.push(values(snapshot));
      if (values(snapshot).includes(3)) sawOddThree.take();
    });
    try {
      await setDoc(doc(db, 'l/two'), { n: 2, even: true });
      await setDoc(doc(db, 'l/three'), { n: 3, even: false });
      await Promise.all([sawEvenTwo.done, sawOddThree.done]);
      // getDocs and getDoc listen once, on the same stream, while both live queries run.
      expect((await getDocs(query(collection(db, 'l'), where('n', '>', 2)))).docs.map((d) => d.id)).toEqual(['three']);
      expect((await getDoc(doc(db, 'l/two'))).data()).toEqual({ n: 2, even: true });

      // remove_target: the stopped query hears nothing more, the other one still does.
      stopOdds();
      const oddCount = odds.length;
      const sawEvenFour = until<void>();
      const stopWatchingFour = onSnapshot(query(collection(db, 'l'), where('n', '==', 4)), (snapshot) => {
        if (snapshot.size === 1) sawEvenFour.take();
      });
      await setDoc(doc(db, 'l/five'), { n: 5, even: false });
      await setDoc(doc(db, 'l/four'), { n: 4, even: true });
      await sawEvenFour.done;
      stopWatchingFour();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(evens.at(-1)).toEqual([2, 4]);
      expect(odds.length).toBe(oddCount);
    } finally {
      stopEvens();
      stopOdds();
    }
  });
});
