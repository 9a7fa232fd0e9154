import Database from 'better-sqlite3';
import { join } from 'node:path';

export type Db = Database.Database;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    path TEXT PRIMARY KEY,
    parent TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL CHECK (json_valid(data)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS documents_parent ON documents (parent, id);
  CREATE TABLE IF NOT EXISTS users (
    uid TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    is_admin INTEGER NOT NULL DEFAULT 0,
    admin_role TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    updated_at TEXT NOT NULL
  );
`;

/** Opens (and creates) `<dataDir>/db.sqlite` with the tables the server needs. */
export function openDatabase(dataDir: string): Db {
  const db = new Database(join(dataDir, 'db.sqlite'));
  db.pragma('journal_mode = WAL');
  // A commit is acknowledged only after its WAL frames are written with write(2), so a killed process
  // loses nothing even under NORMAL. FULL adds an fsync of the WAL on every commit so an acknowledged
  // write also survives a power cut or OS crash; at a dashboard's write rate that cost is invisible.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}
