import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from '../../src/server/firebase/firestoreDocuments';
import { documentStoreContract } from './documentStore.contract';

// The same contract as SQLite's, on Firestore through firebase-admin against the local protocol server the
// `firebase` project's global setup starts (tests/setup/firebaseEmulators.ts; FIRESTORE_EMULATOR_HOST is set).
const { projectId } = inject('firebaseEmulators');
const app = initializeApp({ projectId }, `docs-port-${randomBytes(4).toString('hex')}`);
const firestore = getFirestore(app);
const store = new FirestoreDocumentStore(firestore);
const run = randomBytes(4).toString('hex');
let n = 0;

afterAll(() => deleteApp(app));

// What @firestore-emulator/server 0.3.15 does not implement yet (docs/firebase-testing.md); each runs on the
// official emulator (FIREBASE_EMULATORS_OFFICIAL=1) and in production, where Firestore serves them.
const gaps = inject('firebaseEmulators').rulesEvaluated
  ? {}
  : {
      orderById: 'the third-party emulator does not return an unordered query in document-id order',
      collectionGroup: 'the third-party emulator answers collection-group queries with nothing',
      descendants: 'the third-party emulator does not implement ListCollectionIds',
      contention: 'the third-party emulator does not lock documents read in a transaction, so concurrent ones lose updates',
    };

documentStoreContract('Firestore', async () => ({ store, root: `ns${run}/${++n}` }), gaps);
