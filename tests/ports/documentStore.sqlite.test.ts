import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '../../src/server/db/DocumentStore';
import { openDatabase } from '../../src/server/db/openDatabase';
import { documentStoreContract } from './documentStore.contract';

const store = new SqliteDocumentStore(openDatabase(mkdtempSync(join(tmpdir(), 'docs-port-'))));
let n = 0;

documentStoreContract('SQLite', async () => ({ store, root: `ns/${++n}` }));
