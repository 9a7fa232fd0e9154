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

// All cases run: the patched emulator serves id order, collection groups, ListCollectionIds and contention
// (tests/setup/firestoreEmulatorQueries.ts, firestoreEmulatorTransactions.ts).
documentStoreContract('Firestore', async () => ({ store, root: `ns${run}/${++n}` }));
