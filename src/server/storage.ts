import { TokenSigner, localAuthTokens } from './auth/TokenSigner';
import { UserStore } from './auth/UserStore';
import { SqliteDocumentStore } from './db/DocumentStore';
import { openDatabase } from './db/openDatabase';
import { FileStore } from './files/FileStore';
import type { ServerContext } from './ServerContext';

export type StoragePorts = Pick<ServerContext, 'backend' | 'docs' | 'users' | 'files' | 'auth' | 'passwords' | 'tokens'>;

export interface Storage {
  ports: StoragePorts;
  close(): Promise<void>;
}

/** Firebase settings: the project, the bucket, and (for tests and local runs) the emulators' hosts. */
export interface FirebaseOptions {
  projectId: string;
  storageBucket?: string;
  /** A named Firestore database instead of `(default)` (FIRESTORE_DATABASE_ID; tests give each suite its own). */
  databaseId?: string;
}

export type StorageOptions = { backend: 'local' } | ({ backend: 'firebase' } & FirebaseOptions);

/**
 * The backend chosen by configuration: `BACKEND=firebase` with `FIREBASE_PROJECT_ID` (and optionally
 * `FIREBASE_STORAGE_BUCKET`, `FIRESTORE_DATABASE_ID`) runs on Firestore, Cloud Storage and Firebase Auth; the emulator host
 * variables the Admin SDK reads (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * FIREBASE_STORAGE_EMULATOR_HOST) point it at local protocol servers. Anything else runs locally.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): StorageOptions {
  if ((env.BACKEND ?? 'local') === 'local') return { backend: 'local' };
  if (env.BACKEND !== 'firebase') throw new Error(`BACKEND must be "local" or "firebase" (got ${JSON.stringify(env.BACKEND)})`);
  const projectId = env.FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('BACKEND=firebase needs FIREBASE_PROJECT_ID');
  return {
    backend: 'firebase',
    projectId,
    ...(env.FIREBASE_STORAGE_BUCKET ? { storageBucket: env.FIREBASE_STORAGE_BUCKET } : {}),
    ...(env.FIRESTORE_DATABASE_ID ? { databaseId: env.FIRESTORE_DATABASE_ID } : {}),
  };
}

/** SQLite in `<dataDir>/db.sqlite`, uploads under `<dataDir>/files/`, tokens signed with the folder's key. */
export function openLocalStorage(dataDir: string): Storage {
  const db = openDatabase(dataDir);
  const tokens = new TokenSigner(dataDir);
  const users = new UserStore(db);
  return {
    ports: { backend: 'local', docs: new SqliteDocumentStore(db), users, passwords: users, files: new FileStore(dataDir, db), auth: localAuthTokens(tokens, users), tokens },
    close: async () => {
      db.close();
    },
  };
}

export async function openStorage(dataDir: string, options: StorageOptions = storageFromEnv()): Promise<Storage> {
  if (options.backend === 'local') return openLocalStorage(dataDir);
  // Loaded only when configured: the embedded backend never loads firebase-admin.
  const { openFirebaseStorage } = await import('./firebase/firebaseStorage');
  return openFirebaseStorage(dataDir, options);
}
