import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { buildAndStartBundle, type RunningBundle } from './bundleProcess';

// The deployable bundle on the Firebase backend, as Cloud Run runs it (BACKEND=firebase, FIREBASE_PROJECT_ID,
// TOKEN_SECRET), against the local protocol servers the `firebase` project starts: Firebase Auth ID tokens
// verified by the bundle's firebase-admin, documents in Firestore, usernames unique through their claims.
const { projectId, hosts, env } = inject('firebaseEmulators');
const tag = randomBytes(4).toString('hex');
const app = initializeApp({ projectId }, `bundle-check-${tag}`);
let running: RunningBundle;

beforeAll(async () => {
  running = await buildAndStartBundle((dir) => ({
    ...env,
    BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: projectId,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
  }));
}, 120_000);

afterAll(async () => {
  await running?.stop();
  await deleteApp(app);
});

/** A Firebase Auth account and its ID token, as the browser's sign-in gets it (password sign-in on the Auth API). */
async function account(who: string): Promise<{ uid: string; auth: Record<string, string> }> {
  const uid = `bundle-${tag}-${who}`;
  await getAuth(app).createUser({ uid, email: `${uid}@example.com`, password: 'secret-123' });
  const res = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${uid}@example.com`, password: 'secret-123', returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  return { uid, auth: { authorization: `Bearer ${idToken}` } };
}

describe('the server bundle on Firebase', () => {
  it('starts on Firestore, Cloud Storage and Firebase Auth without seeding', () => {
    expect(running.output()).toMatch(new RegExp(`backend firebase, project ${projectId}`));
    expect(running.output()).not.toMatch(/Seeded/);
  });

  it('serves a signed-in Firebase user: the profile call writes Firestore, a username is unique in any letter case, no token is 401', async () => {
    const first = await account('first');
    const second = await account('second');
    const username = `Bundle.${tag}`;
    const saved = await running.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username }, first.auth);
    expect(saved).toEqual({ status: 200, body: { data: { username } } });
    const firestore = getFirestore(app);
    expect((await firestore.doc(`users/${first.uid}`).get()).data()).toMatchObject({ username });
    expect((await firestore.doc(`usernames/u_${username.toLowerCase()}`).get()).data()).toEqual({ uid: first.uid, username });
    const taken = await running.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username: username.toUpperCase() }, second.auth);
    expect(taken).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
    expect((await running.call('GET', `/api/docs/users/${first.uid}`, undefined, first.auth)).body.data).toMatchObject({ username });
    expect((await running.call('GET', `/api/docs/users/${first.uid}`, undefined, second.auth)).status).toBe(403);
    expect((await running.call('GET', `/api/docs/users/${first.uid}`)).status).toBe(401);
  });
});
