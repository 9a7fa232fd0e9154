import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createLocalBackend } from '../../src/backend/local/createLocalBackend';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startServer } from '../../src/server/startServer';
import { authContract } from './auth.contract';
import { documentsContract } from './documents.contract';
import { filesContract } from './files.contract';
import type { ContractTarget } from './contractTarget';
import { localAuthSessionTests } from './localAuthSession';
import { localServicesTests } from './localServices';

// The port contracts against the real embedded server: port 0, a throw-away data folder, seeded demo users.
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let target: ContractTarget;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contracts-local-'));
  server = await startServer({ port: 0, dataDir, quiet: true });
  target = {
    newBackend: async () => createLocalBackend({ baseUrl: server.url }),
    a: DEMO_PUBLISHER,
    b: DEMO_NEW_USER,
  };
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('local adapter', () => {
  authContract(() => target);
  documentsContract(() => target);
  filesContract(() => target);
  localAuthSessionTests(() => server.url);
  localServicesTests(() => server.url);
});
