import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * The floor a step save is measured against: a bare better-sqlite3 loop in this process inserting
 * documents of the same size, one transaction (one commit) per document, with the server's durability
 * (WAL, synchronous=FULL: each commit fsyncs the WAL). Returns committed inserts per second.
 */
export function bareInsertsPerSecond(dir: string, document: string, seconds: number): number {
  const db = new Database(join(dir, 'bare.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE documents (path TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at TEXT NOT NULL)');
    const upsert = db.prepare('INSERT INTO documents (path, data, updated_at) VALUES (?, ?, ?) ON CONFLICT(path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at');
    const started = performance.now();
    const end = started + seconds * 1000;
    let count = 0;
    // 50 documents rewritten in turn, as 50 publishers' items are: the table stays small, like the server's.
    while (performance.now() < end) {
      db.transaction(() => upsert.run(`bench/${count % 50}`, document, new Date().toISOString())).immediate();
      count++;
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    db.close();
  }
}
