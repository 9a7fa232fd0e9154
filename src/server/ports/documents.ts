import type { EventEmitter } from 'node:events';
import type { DocData, DocSnapshot } from '../../backend/ports';

/** Checked inside the write's transaction with the stored and the resulting data; throws to refuse. */
export type WriteGuard = (before: DocData | null, after: DocData) => void;

/** Order by when each document was first written (then by path), instead of by fields. */
export interface CreationOrder {
  byCreation?: 'asc' | 'desc';
}

/** Reads; inside a transaction they see the transaction's own writes. */
export interface DocumentReads {
  get(path: string): Promise<DocSnapshot | null>;
  /**
   * One collection. `query` is the documents API's JSON (`{ where, orderBy, limit, offset }`), checked here
   * (a bad one is a 400). With `byCreation`, `query` may not order by fields.
   */
  query(collectionPath: string, query?: unknown, options?: CreationOrder): Promise<DocSnapshot[]>;
  /** Every collection named `collectionId`, at any depth (Firestore's collection group). */
  collectionGroup(collectionId: string, query?: unknown, options?: CreationOrder): Promise<DocSnapshot[]>;
  /** Paths of every document below a document (in its sub-collections, at any depth), deepest first. */
  descendants(docPath: string): Promise<string[]>;
}

/** Writes; each checks forbidden keys and runs its guard with the data before and after. */
export interface DocumentWrites {
  /** Creates or replaces; with `merge`, deep-merges into the existing document. */
  set(path: string, data: DocData, merge?: boolean, guard?: WriteGuard): Promise<DocSnapshot>;
  /** Field update of an existing document (dotted keys reach nested fields); 404 when missing. */
  update(path: string, data: DocData, guard?: WriteGuard): Promise<DocSnapshot>;
  add(collectionPath: string, data: DocData, guard?: WriteGuard): Promise<DocSnapshot>;
  delete(path: string): Promise<void>;
}

export type DocumentTransaction = DocumentReads & DocumentWrites;

/**
 * The server's documents port. Two implementations: SQLite (embedded, default) and Firestore.
 *
 * Transactions have Firestore's semantics on both: every read in `runTransaction` is consistent with the
 * commit (SQLite: transactions run one at a time; Firestore: optimistic, retried on contention, so the
 * callback may run more than once and must do nothing but reads and writes through the store), and writes
 * become visible to others only at commit. Writes are held by the transaction until its callback returns,
 * so a read after a write inside it sees that write. Calls on the store itself made while a transaction's
 * callback runs (in its async context) join that transaction, as SQLite's connection-wide transaction did;
 * a nested `runTransaction` joins the outer one, and its writes are dropped if its callback throws.
 *
 * `events` emits `change` with a collection path after every commit that wrote in it (live queries).
 */
export interface DocumentStore extends DocumentTransaction {
  readonly events: EventEmitter;
  runTransaction<T>(fn: (tx: DocumentTransaction) => Promise<T>): Promise<T>;
}

export type { DocData, DocSnapshot };
