import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { SqliteDocumentStore } from '../../src/server/db/DocumentStore';
import { openDatabase } from '../../src/server/db/openDatabase';
import { indexedLookupsContract, indexFileCoversLookups } from './indexedLookups.contract';

indexedLookupsContract('SQLite', new SqliteDocumentStore(openDatabase(mkdtempSync(join(tmpdir(), 'lookups-')))));
describe('production indexes', () => indexFileCoversLookups());
