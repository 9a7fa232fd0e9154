import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { ServiceName } from '../../src/backend/ports';
import { startServer } from '../../src/server/startServer';
import { authContract } from './auth.contract';
import { documentsContract } from './documents.contract';
import { filesContract } from './files.contract';
import type { Account, ContractOptions, ContractTarget } from './contractTarget';

// The same port contracts as tests/contracts/local.test.ts, against the browser's Firebase adapter
// (src/backend/firebase): reads from Firestore, writes through the server service (src/server on its Firebase
// storage ports), both on the protocol servers the `firebase` Vitest project starts (tests/setup/firebaseEmulators.ts):
// Firestore over gRPC (@firestore-emulator/server, patched for the web SDK), firebase-tools' Auth emulator and its
// Storage emulator's Node server. Those do not evaluate firestore.rules / storage.rules, so the access-rule tests skip
// with the reason; under the official emulators (docs/firebase-testing.md) they run.
const { hosts, projectId, rulesEvaluated } = inject('firebaseEmulators');
const options: ContractOptions = rulesEvaluated
  ? {}
  : { rulesSkipReason: 'the local protocol servers do not evaluate firestore.rules/storage.rules; run under the official emulators' };

const apiKey = 'demo-api-key';
// The main site is told about sign-in and out (errors ignored); nothing listens on port 9.
const serviceUrls: Partial<Record<ServiceName, string>> = { mainSite: 'http://127.0.0.1:9/mainSite' };

/** Creates an e-mail/password account in the Auth emulator (its REST API accepts any API key). */
async function createAccount(label: string): Promise<Account> {
  const account = { email: `${label}-${Date.now()}@contracts.test`, password: `${label}-password-1` };
  const response = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused the test account: ${response.status} ${await response.text()}`);
  return account;
}

describe('firebase adapter (local protocol servers)', () => {
  const created: Array<{ dispose(): Promise<void> }> = [];
  let target: ContractTarget;
  let appCount = 0;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'contracts-firebase-'));
    server = await startServer({ port: 0, dataDir, quiet: true, seed: false, storage: { backend: 'firebase', projectId } });
    const { createFirebaseBackend } = await import('../../src/backend/firebase/createFirebaseBackend');
    const [a, b] = await Promise.all([createAccount('a'), createAccount('b')]);
    target = {
      a,
      b,
      newBackend() {
        appCount += 1;
        const backend = createFirebaseBackend({
          appName: `contracts-${appCount}`,
          firebase: { apiKey, projectId, storageBucket: `${projectId}.appspot.com` },
          serverUrl: server!.url,
          serviceUrls,
          emulators: hosts,
        });
        created.push(backend);
        return Promise.resolve(backend);
      },
    };
  });

  afterAll(async () => {
    await Promise.all(created.map((backend) => backend.dispose()));
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  authContract(() => target, options);
  documentsContract(() => target, options);
  filesContract(() => target, options);
});
