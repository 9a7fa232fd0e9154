import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Backend } from '../../src/backend/ports';
import { searchPublishers } from '../../src/features/impersonation/searchPublishers';
import { loadPromotionLinks } from '../../src/features/promotion/promotionLinks';
import { loadDashboardFacts } from '../../src/features/shell/facts/loadDashboardFacts';
import { startServer } from '../../src/server/startServer';

// The queries screens send straight to Firestore on the Firebase backend (the menu's existence checks, the
// promotion links, the impersonation search), through the browser's Firebase adapter against the `firebase`
// project's Firestore, which refuses any query firestore.indexes.json cannot serve, as production does
// (tests/setup/firestoreEmulatorIndexes.ts). The screens turn a failed read into "nothing there", so each
// check below seeds a matching document and expects to see it: a refused query would read as empty.

const { hosts, projectId } = inject('firebaseEmulators');
const apiKey = 'demo-api-key';

async function createAccount(): Promise<{ email: string; password: string }> {
  const account = { email: `queries-${Date.now()}@contracts.test`, password: 'queries-password-1' };
  const response = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused the test account: ${response.status}`);
  return account;
}

describe('screens’ own Firestore queries are served by the declared indexes', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;
  let backend: Backend & { dispose(): Promise<void> };
  let uid: string;
  const name = `Zafirah${Date.now().toString(36)}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'feature-queries-'));
    server = await startServer({ port: 0, dataDir, quiet: true, seed: false, storage: { backend: 'firebase', projectId } });
    const { createFirebaseBackend } = await import('../../src/backend/firebase/createFirebaseBackend');
    backend = createFirebaseBackend({
      appName: 'feature-queries',
      firebase: { apiKey, projectId, storageBucket: `${projectId}.appspot.com` },
      serverUrl: server.url,
      serviceUrls: { mainSite: 'http://127.0.0.1:9/mainSite' },
      emulators: hosts,
    });
    const account = await createAccount();
    uid = (await backend.auth.signInWithEmail(account.email, account.password)).uid;
    // Seeded as the server would have written them (clients may not write these paths).
    const admin = getFirestore(getApps().find((app) => app.name === 'feature-queries-seed') ?? initializeApp({ projectId }, 'feature-queries-seed'));
    const user = admin.doc(`users/${uid}`);
    await Promise.all([
      user.set({ username: name.toLowerCase(), isApprovedPublisher: true }),
      admin.doc(`publishers/${uid}`).set({ name, username: name.toLowerCase() }),
      user.collection('library_items').doc('course-1').set({ item_type: 'COURSES', status: 'PUBLISHED', title: 'Morning stillness' }),
      user.collection('library_items').doc('track-1').set({ item_type: 'SINGLE_TRACKS', is_premium: true, status: 'DRAFT', title: 'Rain' }),
      user.collection('live_events').doc('event-1').set({ has_ended: true, title: 'Evening sit' }),
      user.collection('shop_products').doc('workshop-1').set({ type: 'WORKSHOP', status: 'APPROVED', title: 'Breath' }),
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the menu’s existence checks find the publisher’s courses, premium tracks, ended events and workshops', async () => {
    const { facts, hasLibraryItems } = await loadDashboardFacts(backend.documents, { uid, isAdmin: false, impersonating: false, impersonatorMayManagePayments: false });
    expect(hasLibraryItems).toBe(true);
    expect(facts).toMatchObject({ hasCourses: true, hasPremiumTracks: true, hasEvents: true, hasHostedFinishedEvents: true, hasWorkshops: true });
  });

  it('the promotion page lists the published course and the approved workshop', async () => {
    const { links } = await loadPromotionLinks(backend.documents, uid);
    expect(links.map((link) => link.id).sort()).toEqual(['course-1', 'workshop-1']);
  });

  it('the impersonation search finds a publisher by the start of the name, in any letter case', async () => {
    const hits = await searchPublishers(backend.documents, name.slice(0, 5).toLowerCase(), true);
    expect(hits.map((hit) => hit.id)).toContain(uid);
  });
});
