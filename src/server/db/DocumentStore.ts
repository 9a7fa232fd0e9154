import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { DocData, DocSnapshot } from '../../backend/ports';
import { HttpError, notFound } from '../http/HttpError';
import type { Db } from './openDatabase';
import { applyUpdate, deepMerge } from './applyWrite';
import { compileQuery } from './compileQuery';
import { forbiddenKeyError, isForbiddenKey } from './forbiddenKeys';
import { parentOf } from './paths';

interface Row {
  path: string;
  id: string;
  data: string;
}

/** Checked inside the write's transaction with the stored and the resulting data; throws to refuse. */
export type WriteGuard = (before: DocData | null, after: DocData) => void;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-like auto id: 20 characters from a 62-letter alphabet. */
export function generateId(): string {
  return Array.from(randomBytes(20), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

// The last check before SQLite, whoever built the data: a reserved key anywhere refuses the write.
const refuseForbiddenKeys = (key: string, value: unknown): unknown => {
  if (isForbiddenKey(key)) throw forbiddenKeyError(key);
  return value;
};

const toSnapshot = (row: Row): DocSnapshot => ({ id: row.id, path: row.path, data: JSON.parse(row.data) as DocData });

/**
 * Documents under Firestore-shaped paths in SQLite. Every write runs in its own transaction and, once
 * committed, emits `change` with the document's collection path so live queries can refresh.
 */
export class DocumentStore {
  readonly events = new EventEmitter();
  // The fixed statements, compiled once: preparing SQL costs more than running it on every read and write.
  private readonly statements;

  constructor(private readonly db: Db) {
    this.events.setMaxListeners(0);
    this.statements = {
      get: db.prepare<[string], Row>('SELECT path, id, data FROM documents WHERE path = ?'),
      delete: db.prepare<[string]>('DELETE FROM documents WHERE path = ?'),
      upsert: db.prepare<[string, string, string, string, string, string]>(
        `INSERT INTO documents (path, parent, id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
      ),
    };
  }

  get(path: string): DocSnapshot | null {
    const row = this.statements.get.get(path);
    return row ? toSnapshot(row) : null;
  }

  set(path: string, data: DocData, merge = false, guard?: WriteGuard): DocSnapshot {
    return this.write(path, (current) => (merge && current ? deepMerge(current, data) : data), guard);
  }

  update(path: string, data: DocData, guard?: WriteGuard): DocSnapshot {
    const next = (current: DocData | null) => {
      if (!current) throw notFound(`No document to update: ${path}`);
      return applyUpdate(current, data);
    };
    return this.write(path, next, guard);
  }

  add(collectionPath: string, data: DocData, guard?: WriteGuard): DocSnapshot {
    return this.set(`${collectionPath}/${generateId()}`, data, false, guard);
  }

  delete(path: string): void {
    const changes = this.statements.delete.run(path).changes;
    if (changes) this.events.emit('change', parentOf(path));
  }

  query(collectionPath: string, query: unknown): DocSnapshot[] {
    const q = compileQuery(query);
    const sql = `SELECT path, id, data FROM documents WHERE parent = ? AND ${q.where} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`;
    const rows = this.db.prepare<unknown[], Row>(sql).all(collectionPath, ...q.params, q.limit, q.offset);
    return rows.map(toSnapshot);
  }

  private write(path: string, next: (current: DocData | null) => DocData, guard?: WriteGuard): DocSnapshot {
    const now = new Date().toISOString();
    const run = this.db.transaction(() => {
      const current = this.get(path);
      const data = next(current ? current.data : null);
      guard?.(current ? current.data : null, data);
      const text = JSON.stringify(data, refuseForbiddenKeys);
      if (text === undefined) throw new HttpError(400, 'Document data must be JSON');
      this.statements.upsert.run(path, parentOf(path), path.slice(path.lastIndexOf('/') + 1), text, now, now);
      return { id: path.slice(path.lastIndexOf('/') + 1), path, data };
    });
    const snapshot = run.immediate();
    this.events.emit('change', parentOf(path));
    return snapshot;
  }
}
