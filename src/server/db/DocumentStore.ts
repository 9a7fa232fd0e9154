import type { DocData, DocSnapshot } from '../../backend/ports';
import { BufferedDocumentStore, type PendingLayer, type PendingWrite, type RawReader, type StorageEngine } from '../ports/bufferedDocuments';
import type { CreationOrder } from '../ports/documents';
import type { ParsedQuery } from '../ports/query';
import { compileQuery } from './compileQuery';
import type { Statement } from 'better-sqlite3';
import type { Db } from './openDatabase';
import { parentOf } from './paths';

export { generateId } from '../ports/bufferedDocuments';
export type { DocumentStore, DocumentTransaction, WriteGuard } from '../ports/documents';

interface Row {
  path: string;
  id: string;
  data: string;
}

const toSnapshot = (row: Row): DocSnapshot => ({ id: row.id, path: row.path, data: JSON.parse(row.data) as DocData });

/** Runs async work one at a time, in call order. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

type Body<T> = (reader: RawReader, pending?: PendingLayer) => Promise<{ result: T; writes: PendingWrite[] }>;

/**
 * A transaction whose body has run: its writes wait for the group's commit, and so does its answer.
 * Plain fields, no closures: one is made per transaction, and the server runs under tsx, which names
 * every closure it creates (a property definition each).
 */
interface Member {
  writes: Array<{ path: string; text: string | null }>;
  outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
  body: Body<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** Answers the caller with what its body returned or threw (once the group is committed). */
const settle = (member: Member): void => (member.outcome.ok ? member.resolve(member.outcome.result) : member.reject(member.outcome.error));

/** Distinct query texts kept prepared (a bound against queries built from unusual field lists). */
const MAX_STATEMENTS = 256;

/** How many transactions one group commits at most (one event-loop turn's worth is usually far fewer). */
const MAX_GROUP = 512;

/**
 * Documents under Firestore-shaped paths in one SQLite table (better-sqlite3: synchronous underneath).
 *
 * Group commit. Transaction bodies run one at a time (a queue in this process), so each one sees every
 * earlier one's writes and nothing interleaves: serializable, no retries on contention. A body's writes
 * are not written to SQLite at once: they join the open group (held in memory as JSON text), which later
 * bodies read through (`PendingLayer`), and the whole group is committed in one IMMEDIATE transaction, one
 * WAL fsync (synchronous=FULL), at the end of the event-loop turn (setImmediate) — so the saves that arrive
 * while a commit's fsync runs share the next one. No answer leaves before its group's commit returned: not
 * a write's, and not a read-only transaction's or a refused one's either, since they may have read pending
 * writes. Reads outside a transaction read SQLite directly, so they only ever see committed data.
 *
 * Inside the group each transaction's writes are applied under their own savepoint: if SQLite refuses one
 * transaction's writes, that savepoint is rolled back and that caller gets the error; the transactions
 * before it are committed, and those after it (which may have read what was refused) run again, as
 * Firestore runs a body again on contention. If the commit itself fails, no one in the group is answered
 * with success. SQLite is only touched synchronously, so the connection is never left inside an open
 * transaction between event-loop turns (the users and files tables share it).
 */
class SqliteEngine implements StorageEngine {
  private readonly queue = new Mutex();
  private readonly statements;
  readonly reader: RawReader;
  /** The open group's writes by path, latest last: JSON text (null: deleted) and whether the document is new. */
  private readonly pending = new Map<string, { text: string | null; created: boolean }>();
  private readonly layer: PendingLayer;
  private group: Member[] = [];
  private flushScheduled = false;
  /** Changes whenever accepted writes are dropped: a body that ran across it may have read them. */
  private generation = 0;
  /** Groups committed, and the transactions they answered. */
  readonly stats = { groups: 0, transactions: 0 };

  constructor(private readonly db: Db) {
    this.statements = {
      // Only the data: the path is the key asked for, and the id its last segment (as the upsert stores it).
      get: db.prepare<[string], string>('SELECT data FROM documents WHERE path = ?').pluck(),
      delete: db.prepare<[string]>('DELETE FROM documents WHERE path = ?'),
      upsert: db.prepare<[string, string, string, string, string, string]>(
        `INSERT INTO documents (path, parent, id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
      ),
      // Every path starting with `docPath/` sorts between `docPath/` and `docPath0` ('0' follows '/').
      descendants: db.prepare<[string, string], { path: string }>('SELECT path FROM documents WHERE path > ? AND path < ? ORDER BY length(path) DESC, path'),
    };
    this.reader = {
      get: async (path) => this.getSync(path),
      query: async (collectionPath, query, order) => this.select('parent = ?', [collectionPath], query, order, 'id'),
      // GLOB's `*` crosses `/`: `*/id` is a collection named id at any depth (ids were checked: no wildcards).
      collectionGroup: async (collectionId, query, order) =>
        this.select('(parent = ? OR parent GLOB ?)', [collectionId, `*/${collectionId}`], query, order, 'path'),
      descendants: async (docPath) => this.statements.descendants.all(`${docPath}/`, `${docPath}0`).map((row) => row.path),
    };
    this.layer = {
      get: (path) => {
        const entry = this.pending.get(path);
        if (entry === undefined) return undefined;
        return entry.text === null ? null : (JSON.parse(entry.text) as DocData);
      },
      paths: () => this.pending.keys(),
      created: (path) => this.pending.get(path)?.created === true,
    };
    // One statement per member's savepoint, so a refused write rolls back only that member's writes.
    this.applyMember = db.transaction((member: Member, now: string) => {
      for (const { path, text } of member.writes) {
        if (text === null) this.statements.delete.run(path);
        else this.statements.upsert.run(path, parentOf(path), path.slice(path.lastIndexOf('/') + 1), text, now, now);
      }
    });
  }

  private readonly applyMember;

  private getSync(path: string): DocSnapshot | null {
    const data = this.statements.get.get(path);
    return data === undefined ? null : { id: path.slice(path.lastIndexOf('/') + 1), path, data: JSON.parse(data) as DocData };
  }

  private select(scope: string, scopeParams: unknown[], query: ParsedQuery, order: CreationOrder, tie: 'id' | 'path'): DocSnapshot[] {
    const q = compileQuery(query);
    const orderBy = order.byCreation
      ? // Inserts in one millisecond share created_at; rowid grows with each insert (an upsert keeps it).
        `created_at ${order.byCreation === 'asc' ? 'ASC' : 'DESC'}, rowid ${order.byCreation === 'asc' ? 'ASC' : 'DESC'}`
      : q.orderBy.replace(/id ASC$/, `${tie} ASC`);
    const sql = `SELECT path, id, data FROM documents WHERE ${scope} AND ${q.where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
    return this.prepared(sql).all(...scopeParams, ...q.params, q.limit, q.offset).map(toSnapshot);
  }

  /** A query's statement, prepared once per SQL text (values are parameters, so the texts are few). */
  private prepared(sql: string): Statement<unknown[], Row> {
    let statement = this.selects.get(sql);
    if (!statement) {
      if (this.selects.size >= MAX_STATEMENTS) this.selects.clear();
      statement = this.db.prepare<unknown[], Row>(sql);
      this.selects.set(sql, statement);
    }
    return statement;
  }

  private readonly selects = new Map<string, Statement<unknown[], Row>>();

  /** Commits the open group now (before the database is closed). */
  flushNow(): void {
    this.flush();
  }

  transact<T>(body: Body<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => this.attempt(body as Body<unknown>, resolve as (result: unknown) => void, reject));
  }

  /** Runs the body in its turn and adds it to the open group (or answers it at once when nothing is open). */
  private attempt(body: Body<unknown>, resolve: (result: unknown) => void, reject: (error: unknown) => void): void {
    void this.queue.run(async () => {
      const generation = this.generation;
      let outcome: { ok: true; value: { result: unknown; writes: PendingWrite[] } } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, value: await body(this.reader, this.layer) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      // Pending writes this body may have read were dropped meanwhile: what it did is void.
      if (generation !== this.generation) return this.attempt(body, resolve, reject);
      const writes = outcome.ok ? outcome.value.writes : [];
      const member: Member = {
        writes: writes.map((w) => ({ path: w.path, text: w.text ?? (w.data === null ? null : JSON.stringify(w.data)) })),
        outcome: outcome.ok ? { ok: true, result: outcome.value.result } : outcome,
        body,
        resolve,
        reject,
      };
      // Nothing open that it could have read, and nothing to write: answered now.
      if (member.writes.length === 0 && this.group.length === 0) return settle(member);
      for (const [i, { path, text }] of member.writes.entries()) {
        const previous = this.pending.get(path);
        this.pending.delete(path); // re-inserted last: the map keeps the order of the latest writes
        this.pending.set(path, { text, created: text !== null && (writes[i]!.created === true || previous?.created === true) });
      }
      this.group.push(member);
      if (this.group.length >= MAX_GROUP) this.flush();
      else if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(this.flushLater);
      }
    });
  }

  /** flush, for setImmediate (made once). */
  private readonly flushLater = (): void => this.flush();

  /** Commits the open group: one SQLite transaction, one savepoint per member, one fsync; then answers. */
  private flush(): void {
    this.flushScheduled = false;
    const members = this.group;
    if (members.length === 0) return;
    this.group = [];
    this.pending.clear();
    const now = new Date().toISOString();
    const committed: Member[] = [];
    let refused: { member: Member; error: unknown } | null = null;
    let again: Member[] = [];
    try {
      this.db
        .transaction(() => {
          for (const [i, member] of members.entries()) {
            try {
              if (member.writes.length > 0) this.applyMember(member, now);
              committed.push(member);
            } catch (error) {
              // Rolled back to its savepoint; the ones after it may have read its writes.
              refused = { member, error };
              again = members.slice(i + 1);
              break;
            }
          }
        })
        .immediate();
    } catch (error) {
      // The group's commit failed: nothing in it is acknowledged.
      this.generation++;
      for (const member of members) member.reject(error);
      return;
    }
    this.stats.groups++;
    this.stats.transactions += committed.length;
    if (refused !== null) {
      this.generation++;
      const { member, error } = refused as { member: Member; error: unknown };
      member.reject(error);
    }
    for (const member of committed) settle(member);
    for (const member of again) this.attempt(member.body, member.resolve, member.reject);
  }
}

/** The documents port over SQLite (the embedded backend). */
export class SqliteDocumentStore extends BufferedDocumentStore {
  private readonly sqlite: SqliteEngine;

  constructor(db: Db) {
    const engine = new SqliteEngine(db);
    super(engine);
    this.sqlite = engine;
  }

  /** Group commits so far: how many groups, and how many transactions they committed. */
  get groupStats(): { groups: number; transactions: number } {
    return { ...this.sqlite.stats };
  }

  /** Commits the writes waiting for the next group commit now (call before closing the database). */
  flush(): void {
    this.sqlite.flushNow();
  }
}
