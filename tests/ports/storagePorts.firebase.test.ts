import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { BucketFiles } from '../../src/server/firebase/bucketFiles';
import { firebaseAuthTokens, FirebaseUsers } from '../../src/server/firebase/firebaseUsers';
import { authPortsContract, filesPortContract } from './storagePorts.contract';

// The Firebase implementations through firebase-admin against the firebase-tools Storage and Auth emulators
// the `firebase` project starts (FIREBASE_STORAGE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST).
const { projectId, hosts, rulesEvaluated } = inject('firebaseEmulators');
const app = initializeApp({ projectId }, `storage-ports-${randomBytes(4).toString('hex')}`);
afterAll(() => deleteApp(app));
const auth = getAuth(app);

filesPortContract('Cloud Storage', async () => new BucketFiles(getStorage(app).bucket(`${projectId}.appspot.com`), mkdtempSync(join(tmpdir(), 'bucket-files-'))));

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The browser's step: a custom token for an ID token, through the Auth API (here the emulator's). */
async function exchange(customToken: string): Promise<string> {
  const res = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`signInWithCustomToken failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

authPortsContract(
  'Firebase Auth',
  async () => ({
    users: new FirebaseUsers(auth),
    auth: firebaseAuthTokens(auth),
    exchange,
    forgeSubject: (idToken, uid) => {
      const [header, , signature] = idToken.split('.');
      return [header, b64({ ...claimsOf(idToken), sub: uid, user_id: uid }), signature].join('.');
    },
    // A real token of the user with its times moved two hours back (production would also refuse its signature).
    expired: async (uid) => {
      const token = await exchange(await auth.createCustomToken(uid));
      const [header, , signature] = token.split('.');
      const now = Math.floor(Date.now() / 1000);
      return [header, b64({ ...claimsOf(token), iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }), signature].join('.');
    },
    remove: (uid) => auth.deleteUser(uid),
    setAdmin: (uid, role) => auth.setCustomUserClaims(uid, role ? { admin: true, adminRole: role } : null),
  }),
  rulesEvaluated
    ? {}
    : { signature: 'the Auth emulator issues unsigned ID tokens and firebase-admin checks no signature against it; production Firebase Auth signs them (RS256) and the Admin SDK verifies the signature' },
);

// Firebase Auth's own ways to end a session early, which the local backend has no counterpart of (it deletes).
// Note: against the Auth emulator firebase-admin itself checks revocation on every verifyIdToken, so these and
// the contract's deleted-account case would pass without the port's lookup; src/server/firebase/firebaseUsers.test.ts
// proves the lookup with an Auth that behaves as production does.
describe('auth-token port: Firebase Auth account state', () => {
  const tag = randomBytes(4).toString('hex');
  const tokens = firebaseAuthTokens(auth);
  const users = new FirebaseUsers(auth);

  it("refuses a disabled account's ID token, and accepts it again once the account is enabled", async () => {
    const uid = `disabled-${tag}`;
    await users.create({ uid, email: `${uid}@example.com`, password: 'secret-123' });
    const idToken = await exchange(await auth.createCustomToken(uid));
    expect(await tokens.verifyIdToken(idToken)).toMatchObject({ uid });
    await auth.updateUser(uid, { disabled: true });
    expect(await tokens.verifyIdToken(idToken)).toBeNull();
    await auth.updateUser(uid, { disabled: false });
    expect(await tokens.verifyIdToken(idToken)).toMatchObject({ uid });
  });

  it('refuses ID tokens issued before the refresh tokens were revoked; a sign-in after it is accepted', async () => {
    const uid = `revoked-${tag}`;
    await users.create({ uid, email: `${uid}@example.com`, password: 'secret-123' });
    const before = await exchange(await auth.createCustomToken(uid));
    expect(await tokens.verifyIdToken(before)).toMatchObject({ uid });
    // Revocation is stamped in whole seconds and compared with the token's auth_time (seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(uid);
    expect(await tokens.verifyIdToken(before)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await exchange(await auth.createCustomToken(uid));
    expect(await tokens.verifyIdToken(after)).toMatchObject({ uid });
  });
});
