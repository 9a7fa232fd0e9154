import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from '../../src/server/firebase/firestoreDocuments';
import { indexedLookupsContract } from './indexedLookups.contract';

// The same lookups on Firestore through firebase-admin, against the local protocol server the `firebase`
// project starts (FIRESTORE_EMULATOR_HOST). The emulator does not require indexes: that the production
// indexes exist is checked on the file (indexedLookups.sqlite.test.ts), and Firestore refuses the query
// without them ("The query requires an index").
const { projectId } = inject('firebaseEmulators');
const app = initializeApp({ projectId }, `lookups-${randomBytes(4).toString('hex')}`);
afterAll(() => deleteApp(app));

indexedLookupsContract('Firestore', new FirestoreDocumentStore(getFirestore(app)));
