import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { DocData, DocSnapshot } from '../../backend/ports';
import { applyUpdate, deepMerge } from '../db/applyWrite';
import { forbiddenKeyError, isForbiddenKey } from '../db/forbiddenKeys';
import { parentOf } from '../db/paths';
import { badRequest, HttpError, notFound } from '../http/HttpError';
import type { CreationOrder, DocumentStore, DocumentTransaction, WriteGuard } from './documents';
import { matchesQuery, parseQuery, runQueryInMemory, type ParsedQuery } from './query';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-like auto id: 20 characters from a 62-letter alphabet. */
export function generateId(): string {
  return Array.from(randomBytes(20), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

const COLLECTION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A collection id for a collection-group read (no path, nothing a pattern could read as a wildcard). */
export function checkCollectionId(collectionId: string): string {
  if (!COLLECTION_ID.test(collectionId) || isForbiddenKey(collectionId)) throw badRequest(`Invalid collection id ${JSON.stringify(collectionId)}`);
  return collectionId;
}

/** The storage underneath: consistent reads of committed data (inside a storage transaction, or not). */
export interface RawReader {
  get(path: string): Promise<DocSnapshot | null>;
  /** Results in query order; with `byCreation`, in that order (and the query has no orderBy). */
  query(collectionPath: string, query: ParsedQuery, order: CreationOrder): Promise<DocSnapshot[]>;
  collectionGroup(collectionId: string, query: ParsedQuery, order: CreationOrder): Promise<DocSnapshot[]>;
  descendants(docPath: string): Promise<string[]>;
}

/** A write to commit: the whole new document, or null to delete it. */
export interface PendingWrite {
  path: string;
  data: DocData | null;
  /** `data` as JSON text, when the transaction has it already (SQLite stores it as is). */
  text?: string;
  /** The document did not exist before the transaction (nor in the engine's pending layer). */
  created?: boolean;
}

/**
 * Writes an engine has accepted but not yet committed (group commit: they go to storage with the next
 * group). A transaction sees them as if they were stored; they are never visible outside a transaction.
 */
export interface PendingLayer {
  /** undefined when the path has no pending write; null when it is pending deletion; else a fresh copy. */
  get(path: string): DocData | null | undefined;
  paths(): Iterable<string>;
  /** The pending document did not exist in storage. */
  created(path: string): boolean;
}

/** What an implementation provides: raw reads, and a storage transaction that commits the buffered writes. */
export interface StorageEngine {
  reader: RawReader;
  /**
   * Runs `body` with a reader consistent with the commit, then commits the writes it returns atomically.
   * May run `body` again (Firestore on contention; SQLite when a write it may have read was not committed).
   * `pending`, when given, holds writes accepted before this body but not committed yet: the body reads
   * through it, and its own result is answered only once those writes are committed too.
   */
  transact<T>(body: (reader: RawReader, pending?: PendingLayer) => Promise<{ result: T; writes: PendingWrite[] }>): Promise<T>;
}

// The last check before storage, whoever built the data: a reserved key anywhere refuses the write.
// A promise in the data is a read that was not awaited: it would be stored as {}.
const refuseForbiddenKeys = (key: string, value: unknown): unknown => {
  if (isForbiddenKey(key)) throw forbiddenKeyError(key);
  if (value instanceof Promise) throw new Error(`Document data holds a promise at "${key}": a read was not awaited`);
  return value;
};

/** How deep `isPlainStorable` looks before leaving the question to JSON.stringify (which also finds cycles). */
const PLAIN_DEPTH = 64;

/**
 * True when `value` is plain JSON data (plain objects, arrays, strings, numbers, booleans, null) with no
 * reserved key at any depth: what the checking JSON.stringify below would accept, found without building
 * its text. Anything else (a class instance, toJSON, a promise, a reserved key, great depth) answers false,
 * and the checking stringify decides, with its own error.
 */
function isPlainStorable(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null;
  if (depth > PLAIN_DEPTH) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) return false;
    for (const item of value as unknown[]) if (item !== undefined && !isPlainStorable(item, depth + 1)) return false;
    return true;
  }
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key of Object.keys(value)) {
    if (isForbiddenKey(key)) return false;
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined && !isPlainStorable(item, depth + 1)) return false;
  }
  return true;
}

const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const collectionIdOf = (docPath: string) => idOf(parentOf(docPath));

function checkCreationOrder(query: ParsedQuery, order: CreationOrder): void {
  if (order.byCreation && query.orderBy.length > 0) throw new Error('A query ordered by creation cannot also order by fields');
}

/** One transaction's reads and buffered writes (read-your-writes, applied at commit). */
class Transaction implements DocumentTransaction {
  /** Documents written so far in this transaction: data, or null when deleted. */
  overlay = new Map<string, DocData | null>();
  /** Paths this transaction created (they did not exist before it): they sort last by creation. */
  created = new Set<string>();
  /** Whether each path read from storage here existed: a later whole-document set needs no second read. */
  private readonly stored = new Map<string, boolean>();
  closed = false;

  /** `pending`: the engine's accepted, uncommitted writes, read as if stored (below this transaction's own). */
  constructor(
    private readonly raw: RawReader,
    private readonly pending?: PendingLayer,
  ) {}

  private check(): void {
    if (this.closed) throw new Error('This transaction has already finished');
  }

  /** This transaction's write, else the pending one: data, null when deleted, undefined when neither wrote it. */
  private written(path: string): DocData | null | undefined {
    if (this.overlay.has(path)) return this.overlay.get(path) ?? null;
    return this.pending?.get(path);
  }

  /** Every path written here or pending, once each. */
  private *writtenPaths(): Iterable<string> {
    yield* this.overlay.keys();
    if (this.pending) for (const path of this.pending.paths()) if (!this.overlay.has(path)) yield path;
  }

  private isCreated(path: string): boolean {
    return this.created.has(path) || this.pending?.created(path) === true;
  }

  async get(path: string): Promise<DocSnapshot | null> {
    this.check();
    const data = this.written(path);
    if (data !== undefined) return data ? { id: idOf(path), path, data } : null;
    const doc = await this.raw.get(path);
    // Storage changes only by commits of writes the pending layer showed first (bodies run one at a time), so this stays true.
    this.stored.set(path, doc !== null);
    return doc;
  }

  /** Whether the document exists as this transaction sees it, when known without reading storage again. */
  private knownToExist(path: string): boolean | undefined {
    const data = this.written(path);
    return data !== undefined ? data !== null : this.stored.get(path);
  }

  private merged(stored: DocSnapshot[], inScope: (path: string) => boolean, query: ParsedQuery, order: CreationOrder): DocSnapshot[] {
    const seen = new Set<string>();
    const docs: DocSnapshot[] = [];
    for (const doc of stored) {
      seen.add(doc.path);
      const data = this.written(doc.path);
      if (data === undefined) docs.push(doc);
      else if (data) docs.push({ id: doc.id, path: doc.path, data });
    }
    const fresh: DocSnapshot[] = [];
    for (const path of this.writtenPaths()) {
      if (seen.has(path) || !inScope(path)) continue;
      const data = this.written(path);
      if (data) fresh.push({ id: idOf(path), path, data });
    }
    if (!order.byCreation) return runQueryInMemory([...docs, ...fresh], query);
    // Written here but stored before (and changed so it now matches): its place by creation is unknown
    // to the stored order only when it did not match before; created ones are the newest.
    const created = fresh.filter((d) => this.isCreated(d.path));
    const rest = fresh.filter((d) => !this.isCreated(d.path));
    const all = order.byCreation === 'asc' ? [...docs, ...rest, ...created] : [...created.reverse(), ...rest, ...docs];
    const matching = all.filter((d) => matchesQuery(d.data, query));
    return matching.slice(query.offset, query.limit < 0 ? undefined : query.offset + query.limit);
  }

  private touches(inScope: (path: string) => boolean): boolean {
    for (const path of this.writtenPaths()) if (inScope(path)) return true;
    return false;
  }

  async query(collectionPath: string, input?: unknown, order: CreationOrder = {}): Promise<DocSnapshot[]> {
    this.check();
    const query = parseQuery(input);
    checkCreationOrder(query, order);
    const inScope = (path: string) => parentOf(path) === collectionPath;
    if (!this.touches(inScope)) return this.raw.query(collectionPath, query, order);
    const stored = await this.raw.query(collectionPath, { ...query, limit: -1, offset: 0 }, order);
    return this.merged(stored, inScope, query, order);
  }

  async collectionGroup(collectionId: string, input?: unknown, order: CreationOrder = {}): Promise<DocSnapshot[]> {
    this.check();
    checkCollectionId(collectionId);
    const query = parseQuery(input);
    checkCreationOrder(query, order);
    const inScope = (path: string) => collectionIdOf(path) === collectionId;
    if (!this.touches(inScope)) return this.raw.collectionGroup(collectionId, query, order);
    const stored = await this.raw.collectionGroup(collectionId, { ...query, limit: -1, offset: 0 }, order);
    return this.merged(stored, inScope, query, order);
  }

  async descendants(docPath: string): Promise<string[]> {
    this.check();
    const paths = new Set(await this.raw.descendants(docPath));
    for (const path of this.writtenPaths()) {
      if (!path.startsWith(`${docPath}/`)) continue;
      if (this.written(path)) paths.add(path);
      else paths.delete(path);
    }
    return [...paths].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  }

  /** `next` reads the current data only when `readsCurrent`; otherwise a known existence spares a read. */
  private async write(path: string, next: (current: DocData | null) => DocData, guard?: WriteGuard, readsCurrent = true): Promise<DocSnapshot> {
    this.check();
    const known = readsCurrent || guard ? undefined : this.knownToExist(path);
    const current = known === undefined ? await this.get(path) : null;
    const exists = known ?? current !== null;
    const data = next(current ? current.data : null);
    guard?.(current ? current.data : null, data);
    // Plain data passes without the checking stringify's text (the writes are serialised once, at the end).
    if (!isPlainStorable(data, 0) && JSON.stringify(data, refuseForbiddenKeys) === undefined) throw new HttpError(400, 'Document data must be JSON');
    if (!exists && this.written(path) === undefined) this.created.add(path);
    this.overlay.set(path, data);
    return { id: idOf(path), path, data };
  }

  set(path: string, data: DocData, merge = false, guard?: WriteGuard): Promise<DocSnapshot> {
    return this.write(path, (current) => (merge && current ? deepMerge(current, data) : data), guard, merge);
  }

  update(path: string, data: DocData, guard?: WriteGuard): Promise<DocSnapshot> {
    return this.write(
      path,
      (current) => {
        if (!current) throw notFound(`No document to update: ${path}`);
        return applyUpdate(current, data);
      },
      guard,
    );
  }

  add(collectionPath: string, data: DocData, guard?: WriteGuard): Promise<DocSnapshot> {
    return this.set(`${collectionPath}/${generateId()}`, data, false, guard);
  }

  async delete(path: string): Promise<void> {
    this.check();
    this.overlay.set(path, null);
    this.created.delete(path);
  }

  writes(): PendingWrite[] {
    return [...this.overlay].map(([path, data]): PendingWrite => {
      if (!data) return { path, data: null };
      // The data as it is now, as text (a copy the caller can no longer change); parsed only if an engine asks.
      const text = JSON.stringify(data);
      return {
        path,
        text,
        get data() {
          return JSON.parse(text) as DocData;
        },
        ...(this.isCreated(path) ? { created: true } : {}),
      };
    });
  }
}

/**
 * The documents port on top of a storage engine: transactions buffer their writes and commit them at the
 * end (see DocumentStore for the semantics); a write outside a transaction is a transaction of its own.
 */
export class BufferedDocumentStore implements DocumentStore {
  readonly events = new EventEmitter();
  private readonly current = new AsyncLocalStorage<Transaction>();

  constructor(private readonly engine: StorageEngine) {
    this.events.setMaxListeners(0);
  }

  /** The transaction whose callback is running in this async context, if it is still open. */
  private active(): Transaction | null {
    const tx = this.current.getStore();
    return tx && !tx.closed ? tx : null;
  }

  async runTransaction<T>(fn: (tx: DocumentTransaction) => Promise<T>): Promise<T> {
    const outer = this.active();
    if (outer) {
      // Joins the outer transaction; like a savepoint, its writes go if its callback throws.
      const overlay = new Map(outer.overlay);
      const created = new Set(outer.created);
      try {
        return await fn(outer);
      } catch (error) {
        outer.overlay = overlay;
        outer.created = created;
        throw error;
      }
    }
    const written = new Set<string>();
    const result = await this.engine.transact(async (reader, pending) => {
      const tx = new Transaction(reader, pending);
      try {
        const value = await this.current.run(tx, () => fn(tx));
        const writes = tx.writes();
        written.clear();
        for (const w of writes) written.add(parentOf(w.path));
        return { result: value, writes };
      } finally {
        tx.closed = true;
      }
    });
    for (const collection of written) this.events.emit('change', collection);
    return result;
  }

  async get(path: string): Promise<DocSnapshot | null> {
    return this.active()?.get(path) ?? this.engine.reader.get(path);
  }

  async query(collectionPath: string, input?: unknown, order: CreationOrder = {}): Promise<DocSnapshot[]> {
    const tx = this.active();
    if (tx) return tx.query(collectionPath, input, order);
    const query = parseQuery(input);
    checkCreationOrder(query, order);
    return this.engine.reader.query(collectionPath, query, order);
  }

  async collectionGroup(collectionId: string, input?: unknown, order: CreationOrder = {}): Promise<DocSnapshot[]> {
    const tx = this.active();
    if (tx) return tx.collectionGroup(collectionId, input, order);
    const query = parseQuery(input);
    checkCreationOrder(query, order);
    return this.engine.reader.collectionGroup(checkCollectionId(collectionId), query, order);
  }

  async descendants(docPath: string): Promise<string[]> {
    return this.active()?.descendants(docPath) ?? this.engine.reader.descendants(docPath);
  }

  set(path: string, data: DocData, merge = false, guard?: WriteGuard): Promise<DocSnapshot> {
    return this.runTransaction((tx) => tx.set(path, data, merge, guard));
  }

  update(path: string, data: DocData, guard?: WriteGuard): Promise<DocSnapshot> {
    return this.runTransaction((tx) => tx.update(path, data, guard));
  }

  add(collectionPath: string, data: DocData, guard?: WriteGuard): Promise<DocSnapshot> {
    return this.runTransaction((tx) => tx.add(collectionPath, data, guard));
  }

  delete(path: string): Promise<void> {
    return this.runTransaction((tx) => tx.delete(path));
  }
}
