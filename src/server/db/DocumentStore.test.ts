import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from './DocumentStore';
import { openDatabase, type Db } from './openDatabase';

let dir: string;
let db: Db;
let store: SqliteDocumentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  db = openDatabase(dir);
  store = new SqliteDocumentStore(db);
});

afterEach(() => {
  store.flush();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What another connection (another process, after a restart) reads: only what SQLite committed. */
function committedData(path: string): unknown {
  const other = new Database(join(dir, 'db.sqlite'), { readonly: true });
  try {
    const row = other.prepare<[string], { data: string }>('SELECT data FROM documents WHERE path = ?').get(path);
    return row ? JSON.parse(row.data) : null;
  } finally {
    other.close();
  }
}

/** Lets microtasks run (transaction bodies) but not the end of the event-loop turn (the group commit). */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe('group commit (SQLite documents engine)', () => {
  it('commits transactions started in one turn as one group, and answers none before that commit', async () => {
    const before = store.groupStats;
    let answered = 0;
    const writes = Array.from({ length: 20 }, (_, i) => store.set(`g/docs/d${i}`, { i }).then(() => answered++));
    await microtasks();
    // The bodies have run (their writes wait in the group), nothing is committed and nothing answered.
    expect(answered).toBe(0);
    expect(committedData('g/docs/d0')).toBeNull();
    // Outside a transaction only committed data is read.
    expect(await store.get('g/docs/d0')).toBeNull();
    await Promise.all(writes);
    expect(committedData('g/docs/d19')).toEqual({ i: 19 });
    const after = store.groupStats;
    expect(after.groups - before.groups).toBe(1);
    expect(after.transactions - before.transactions).toBe(20);
  });

  it('a transaction reads the writes of earlier ones in its group, and is answered only once they are committed', async () => {
    await store.set('g/counter/c', { n: 0 });
    const increments = Array.from({ length: 10 }, () =>
      store.runTransaction(async (tx) => {
        const n = Number((await tx.get('g/counter/c'))?.data.n);
        await tx.set('g/counter/c', { n: n + 1 });
        return n + 1;
      }),
    );
    await microtasks();
    // A read-only transaction sees the group's pending writes (read-your-writes across the group) ...
    let readOnlyAnswered = false;
    const read = store.runTransaction(async (tx) => (await tx.get('g/counter/c'))?.data.n).then((n) => {
      readOnlyAnswered = true;
      return n;
    });
    await microtasks();
    // ... but what it read is not durable yet, so it waits for the group's commit like the writers.
    expect(readOnlyAnswered).toBe(false);
    expect(committedData('g/counter/c')).toEqual({ n: 0 });
    expect(await Promise.all(increments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await read).toBe(10);
    expect(committedData('g/counter/c')).toEqual({ n: 10 });
  });

  it('queries and creation order inside a transaction include the group’s pending documents', async () => {
    await store.set('g/list/old', { n: 1 });
    const first = store.set('g/list/new', { n: 2 });
    await microtasks();
    const seen = store.runTransaction(async (tx) => ({
      byField: (await tx.query('g/list', { orderBy: [['n', 'desc']] })).map((d) => d.id),
      newestFirst: (await tx.query('g/list', {}, { byCreation: 'desc' })).map((d) => d.id),
      below: await tx.descendants('g'),
    }));
    await first;
    expect(await seen).toEqual({ byField: ['new', 'old'], newestFirst: ['new', 'old'], below: ['g/list/new', 'g/list/old'] });
  });

  it('a write SQLite refuses fails alone: the group’s others are committed, and the ones after it run again', async () => {
    // A write refused by SQLite itself, inside the commit (not by the transaction's own checks).
    db.exec(`CREATE TRIGGER refuse_bad BEFORE INSERT ON documents WHEN NEW.path = 'g/x/bad' BEGIN SELECT RAISE(ABORT, 'refused by the test trigger'); END`);
    const runs = { after: 0 };
    const before = store.set('g/x/a', { n: 1 });
    const bad = store.runTransaction(async (tx) => {
      await tx.set('g/x/bad', { n: 2 });
      await tx.set('g/x/with-bad', { n: 2 });
    });
    const after = store.runTransaction(async (tx) => {
      runs.after++;
      const a = Number((await tx.get('g/x/a'))?.data.n);
      // The first run reads the refused transaction's pending write; the second does not.
      const sawBad = (await tx.get('g/x/with-bad')) !== null;
      await tx.set('g/x/c', { n: a + 1, sawBad });
    });
    await expect(bad).rejects.toThrow('refused by the test trigger');
    await before;
    await after;
    expect(runs.after).toBe(2);
    expect(committedData('g/x/a')).toEqual({ n: 1 });
    expect(committedData('g/x/c')).toEqual({ n: 2, sawBad: false });
    // The refused transaction's writes are all gone, not only the one SQLite refused.
    expect(committedData('g/x/bad')).toBeNull();
    expect(committedData('g/x/with-bad')).toBeNull();
  });

  it('when the group’s SQLite transaction itself is lost, no one in the group is answered with success', async () => {
    // RAISE(ROLLBACK) ends the whole SQLite transaction, not only the savepoint: the group cannot commit.
    db.exec(`CREATE TRIGGER lose_group BEFORE INSERT ON documents WHEN NEW.path = 'g/w/bad' BEGIN SELECT RAISE(ROLLBACK, 'the whole group was rolled back'); END`);
    const outcomes = await Promise.allSettled([store.set('g/w/a', { n: 1 }), store.set('g/w/bad', { n: 2 }), store.set('g/w/c', { n: 3 })]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect([committedData('g/w/a'), committedData('g/w/bad'), committedData('g/w/c')]).toEqual([null, null, null]);
    db.exec('DROP TRIGGER lose_group');
    // The next group commits normally.
    await store.set('g/w/after', { n: 4 });
    expect(committedData('g/w/after')).toEqual({ n: 4 });
  });

  it('a transaction whose callback throws leaves the group’s other writes alone', async () => {
    const ok = store.set('g/y/ok', { n: 1 });
    const thrown = store.runTransaction(async (tx) => {
      await tx.set('g/y/dropped', { n: 2 });
      throw new Error('the callback refused');
    });
    const alsoOk = store.set('g/y/also', { n: 3 });
    await expect(thrown).rejects.toThrow('the callback refused');
    await Promise.all([ok, alsoOk]);
    expect([committedData('g/y/ok'), committedData('g/y/dropped'), committedData('g/y/also')]).toEqual([{ n: 1 }, null, { n: 3 }]);
  });

  it('flush commits the open group at once (closing the database loses no accepted write)', async () => {
    const write = store.set('g/z/last', { n: 1 });
    await microtasks();
    store.flush();
    expect(committedData('g/z/last')).toEqual({ n: 1 });
    await write;
  });
});

describe('SqliteDocumentStore: what a write may hold', () => {
  it('refuses a reserved key at any depth, nothing stored', async () => {
    const data = JSON.parse('{"a":[{"b":{"__proto__":{"isAdmin":true}}}]}') as Record<string, unknown>;
    await expect(store.set('w/k/proto', data)).rejects.toThrow(/"__proto__" cannot be used as a field name/);
    await expect(store.set('w/k/ctor', { a: { constructor: 1 } })).rejects.toThrow(/"constructor" cannot be used/);
    expect([committedData('w/k/proto'), committedData('w/k/ctor')]).toEqual([null, null]);
  });

  it('refuses a promise in the data (a read that was not awaited)', async () => {
    await expect(store.set('w/p/doc', { a: [1, { b: Promise.resolve(1) }] })).rejects.toThrow(/holds a promise at "b"/);
    expect(committedData('w/p/doc')).toBeNull();
  });

  it('stores what is not plain data as JSON.stringify writes it (Date, toJSON, undefined, deep nesting)', async () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 80; i++) deep = { next: deep };
    const when = new Date('2026-01-02T03:04:05.000Z');
    await store.set('w/j/doc', { when, custom: { toJSON: () => 'as text' }, gone: undefined, list: [undefined, 1], deep });
    expect(committedData('w/j/doc')).toEqual({ when: '2026-01-02T03:04:05.000Z', custom: 'as text', list: [null, 1], deep: JSON.parse(JSON.stringify(deep)) });
  });

  it('refuses a document that contains itself, nothing stored', async () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    await expect(store.set('w/c/doc', cyclic)).rejects.toThrow(TypeError);
    expect(committedData('w/c/doc')).toBeNull();
  });

  it('a document read as missing and then set sorts as created; one read as stored does not', async () => {
    await store.set('w/o/a', { k: 1 });
    await store.set('w/o/y', { k: 0 });
    const ids = await store.runTransaction(async (tx) => {
      expect(await tx.get('w/o/z')).toBeNull();
      await tx.set('w/o/z', { k: 1 });
      expect(await tx.get('w/o/y')).not.toBeNull();
      await tx.set('w/o/y', { k: 1 });
      // Stored matches first, then stored documents that match now, then the ones created here.
      return (await store.query('w/o', { where: [['k', '==', 1]] }, { byCreation: 'asc' })).map((d) => d.id);
    });
    expect(ids).toEqual(['a', 'y', 'z']);
  });
});
