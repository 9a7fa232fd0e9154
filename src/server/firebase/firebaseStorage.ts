import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { TokenSigner } from '../auth/TokenSigner';
import type { FirebaseOptions, Storage } from '../storage';
import { BucketFiles } from './bucketFiles';
import { FirebaseUsers, firebaseAuthTokens } from './firebaseUsers';
import { FirestoreDocumentStore } from './firestoreDocuments';

/**
 * The ports on Firebase: Firestore documents, a Cloud Storage bucket, Firebase Auth accounts and ID tokens.
 * Credentials come from the environment (Application Default Credentials on Cloud Run); the Admin SDK
 * talks to the emulators when FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
 * FIREBASE_STORAGE_EMULATOR_HOST are set. Each call makes its own app, so tests can open several.
 */
export async function openFirebaseStorage(dataDir: string, options: FirebaseOptions): Promise<Storage> {
  const bucketName = options.storageBucket ?? `${options.projectId}.appspot.com`;
  const app = initializeApp({ projectId: options.projectId, storageBucket: bucketName }, `server-${randomBytes(6).toString('hex')}`);
  const firestore = options.databaseId ? getFirestore(app, options.databaseId) : getFirestore(app);
  firestore.settings({ ignoreUndefinedProperties: true });
  const auth = getAuth(app);
  return {
    ports: {
      backend: 'firebase',
      docs: new FirestoreDocumentStore(firestore),
      users: new FirebaseUsers(auth),
      passwords: null,
      auth: firebaseAuthTokens(auth),
      files: new BucketFiles(getStorage(app).bucket(bucketName), join(dataDir, 'uploads-tmp')),
      // Signs the server's own short-lived file download links (TOKEN_SECRET on Cloud Run, see README).
      tokens: TokenSigner.fromEnvOrDir(dataDir),
    },
    close: () => deleteApp(app),
  };
}
