import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, storageFromEnv } from '../storage';
import { backfillIndexedFields } from './backfill';

// `npm run backfill`: the one-off backfill of src/server/deploy/backfill.ts on the storage the environment
// names, as the server service reads it (BACKEND=firebase with FIREBASE_PROJECT_ID and Application Default
// Credentials, or BACKEND=local with DATA_DIR). Exit code 2 when conflicts were reported.
async function main(): Promise<void> {
  const env = process.env;
  const options = storageFromEnv(env);
  const dataDir = env.DATA_DIR ?? (options.backend === 'local' ? '.data' : mkdtempSync(join(tmpdir(), 'backfill-')));
  const storage = await openStorage(dataDir, options);
  try {
    const report = await backfillIndexedFields(storage.ports.docs, (line) => console.log(line));
    if (report.conflicts.length > 0) process.exitCode = 2;
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
