import { type FirebaseOptions, deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import type { Backend, ServiceName } from '../ports';
import { createFirebaseAuth } from './firebaseAuth';
import { createFirebaseDocuments } from './firebaseDocuments';
import { createFirebaseFiles } from './firebaseFiles';

/** `host:port` of each Firebase emulator, as the FIREBASE_*_EMULATOR_HOST variables give them. */
export interface EmulatorHosts {
  auth?: string;
  firestore?: string;
  storage?: string;
}

export interface FirebaseBackendOptions {
  firebase: FirebaseOptions;
  serviceUrls: Record<ServiceName, string>;
  /** The shared auth service answering session_verify / session_logout (spec 1 §7). */
  authServiceUrl?: string;
  emulators?: EmulatorHosts;
  /** Upload cap of the audio category in MB (spec: configurable). */
  audioMaxMb?: number;
  /** Name of the Firebase app; tests give each backend its own so their sessions stay apart. */
  appName?: string;
}

/** The production backend on Firebase Auth, Firestore and Cloud Storage; `dispose` frees the app. */
export function createFirebaseBackend(options: FirebaseBackendOptions): Backend & { dispose(): Promise<void> } {
  const app = initializeApp(options.firebase, options.appName);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const storage = getStorage(app);
  const { emulators = {} } = options;
  if (emulators.auth) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  if (emulators.firestore) {
    const [host, port] = splitHost(emulators.firestore);
    connectFirestoreEmulator(db, host, port);
  }
  if (emulators.storage) {
    const [host, port] = splitHost(emulators.storage);
    connectStorageEmulator(storage, host, port);
  }
  return {
    kind: 'firebase',
    auth: createFirebaseAuth(auth, { authServiceUrl: options.authServiceUrl, mainSiteUrl: options.serviceUrls.mainSite }),
    documents: createFirebaseDocuments(db),
    files: createFirebaseFiles(storage, options.audioMaxMb ?? 500),
    serviceUrls: options.serviceUrls,
    dispose: () => deleteApp(app),
  };
}

function splitHost(hostAndPort: string): [string, number] {
  const at = hostAndPort.lastIndexOf(':');
  return [hostAndPort.slice(0, at), Number(hostAndPort.slice(at + 1))];
}
