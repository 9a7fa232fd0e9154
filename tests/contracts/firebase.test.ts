import { afterAll, beforeAll, describe } from 'vitest';
import type { ServiceName } from '../../src/backend/ports';
import { authContract } from './auth.contract';
import { documentsContract } from './documents.contract';
import { filesContract } from './files.contract';
import type { Account, ContractTarget } from './contractTarget';

// The same port contracts against the Firebase emulators, with firestore.rules and storage.rules loaded
// from firebase.json (`firebase emulators:exec --only auth,firestore,storage "npx vitest run tests/contracts"`).
const emulators = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  firestore: process.env.FIRESTORE_EMULATOR_HOST,
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
};
const missing = Object.entries({
  FIREBASE_AUTH_EMULATOR_HOST: emulators.auth,
  FIRESTORE_EMULATOR_HOST: emulators.firestore,
  FIREBASE_STORAGE_EMULATOR_HOST: emulators.storage,
})
  .filter(([, value]) => !value)
  .map(([name]) => name);
const enabled = missing.length === 0;

if (!enabled) console.info(`firebase contract tests skipped: ${missing.join(', ')} not set (no Firebase emulators running)`);

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-contracts';
const apiKey = 'demo-api-key';
const serviceUrls = Object.fromEntries(
  (['teacherDashboard', 'payment', 'events', 'forums', 'groups', 'search', 'users', 'mainSite'] as ServiceName[]).map((name) => [
    name,
    `http://127.0.0.1:9/${name}`,
  ]),
) as Record<ServiceName, string>;

/** Creates an e-mail/password account in the Auth emulator (its REST API accepts any API key). */
async function createAccount(label: string): Promise<Account> {
  const account = { email: `${label}-${Date.now()}@contracts.test`, password: `${label}-password-1` };
  const response = await fetch(`http://${emulators.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused the test account: ${response.status} ${await response.text()}`);
  return account;
}

describe.runIf(enabled)('firebase adapter (emulators)', () => {
  const created: Array<{ dispose(): Promise<void> }> = [];
  let target: ContractTarget;
  let appCount = 0;

  beforeAll(async () => {
    // Loaded only when the suite runs: the SDK stays out of runs that skip it, and outside the lint boundary.
    const { createFirebaseBackend } = await import('../../src/backend/firebase/createFirebaseBackend');
    const [a, b] = await Promise.all([createAccount('a'), createAccount('b')]);
    target = {
      a,
      b,
      async newBackend() {
        appCount += 1;
        const backend = createFirebaseBackend({
          appName: `contracts-${appCount}`,
          firebase: { apiKey, projectId, storageBucket: `${projectId}.appspot.com` },
          serviceUrls,
          emulators,
        });
        created.push(backend);
        return backend;
      },
    };
  });

  afterAll(async () => {
    await Promise.all(created.map((backend) => backend.dispose()));
  });

  authContract(() => target);
  documentsContract(() => target);
  filesContract(() => target);
});
