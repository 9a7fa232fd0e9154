import type { DocData, DocSnapshot } from '../../backend/ports';
import { BufferedDocumentStore, type PendingWrite, type RawReader, type StorageEngine } from '../ports/bufferedDocuments';
import type { CreationOrder } from '../ports/documents';
import type { ParsedQuery } from '../ports/query';
import { compileQuery } from './compileQuery';
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

/**
 * Documents under Firestore-shaped paths in one SQLite table (better-sqlite3: synchronous underneath).
 * Transactions run one at a time (a queue in this process); their writes are buffered and committed
 * together in one IMMEDIATE SQLite transaction, so a read outside a transaction never sees a write that
 * is not committed, and a transaction's reads cannot change before its commit: no retries are needed.
 */
class SqliteEngine implements StorageEngine {
  private readonly queue = new Mutex();
  private readonly statements;
  readonly reader: RawReader;

  constructor(private readonly db: Db) {
    this.statements = {
      get: db.prepare<[string], Row>('SELECT path, id, data FROM documents WHERE path = ?'),
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
  }

  private getSync(path: string): DocSnapshot | null {
    const row = this.statements.get.get(path);
    return row ? toSnapshot(row) : null;
  }

  private select(scope: string, scopeParams: unknown[], query: ParsedQuery, order: CreationOrder, tie: 'id' | 'path'): DocSnapshot[] {
    const q = compileQuery(query);
    const orderBy = order.byCreation
      ? // Inserts in one millisecond share created_at; rowid grows with each insert (an upsert keeps it).
        `created_at ${order.byCreation === 'asc' ? 'ASC' : 'DESC'}, rowid ${order.byCreation === 'asc' ? 'ASC' : 'DESC'}`
      : q.orderBy.replace(/id ASC$/, `${tie} ASC`);
    const sql = `SELECT path, id, data FROM documents WHERE ${scope} AND ${q.where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
    return this.db.prepare<unknown[], Row>(sql).all(...scopeParams, ...q.params, q.limit, q.offset).map(toSnapshot);
  }

  transact<T>(body: (reader: RawReader) => Promise<{ result: T; writes: PendingWrite[] }>): Promise<T> {
    return this.queue.run(async () => {
      const { result, writes } = await body(this.reader);
      if (writes.length > 0) this.commit(writes);
      return result;
    });
  }

  private commit(writes: PendingWrite[]): void {
    const now = new Date().toISOString();
    this.db
      .transaction(() => {
        for (const { path, data } of writes) {
          if (data === null) this.statements.delete.run(path);
          else this.statements.upsert.run(path, parentOf(path), path.slice(path.lastIndexOf('/') + 1), JSON.stringify(data), now, now);
        }
      })
      .immediate();
  }
}

/** The documents port over SQLite (the embedded backend). */
export class SqliteDocumentStore extends BufferedDocumentStore {
  constructor(db: Db) {
    super(new SqliteEngine(db));
  }
}
