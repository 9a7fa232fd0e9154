import { type FirebaseOptions, deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import type { Backend, ServiceName } from '../ports';
import { createCookieStore } from '../local/cookieStore';
import { createLocalDocuments } from '../local/localDocuments';
import { createTransport } from '../local/transport';
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
  /**
   * Origin of the server service (src/server on Firebase, docs/deploy): it takes every write, the documents
   * API included. Empty: the page's own origin (hosting rewrites `/api/**` and `/svc/**` to the service).
   */
  serverUrl: string;
  /** Per-service base URLs; by default the server service's `/svc/{service}` mounts. */
  serviceUrls?: Partial<Record<ServiceName, string>>;
  /** The shared auth service answering session_verify / session_logout (spec 1 §7). */
  authServiceUrl?: string;
  emulators?: EmulatorHosts;
  /** Upload cap of the audio category in MB (spec: configurable). */
  audioMaxMb?: number;
  /** Name of the Firebase app; tests give each backend its own so their sessions stay apart. */
  appName?: string;
}

const SERVICES: ServiceName[] = ['teacherDashboard', 'payment', 'events', 'forums', 'groups', 'search', 'users', 'mainSite', 'chat', 'presence', 'shareLinks'];

/**
 * The production backend: Firebase Auth for sign-in, Firestore for reads and live lists, Cloud Storage for
 * uploads, and the server service for every write; `dispose` frees the app.
 */
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
  const server = createTransport({ baseUrl: options.serverUrl, fetch: globalThis.fetch.bind(globalThis), cookies: createCookieStore() });
  const serviceUrls = Object.fromEntries(
    SERVICES.map((name) => [name, options.serviceUrls?.[name] ?? server.url(`/svc/${name}`)]),
  ) as Record<ServiceName, string>;
  const firebaseAuth = createFirebaseAuth(auth, { authServiceUrl: options.authServiceUrl, mainSiteUrl: options.serviceUrls?.mainSite });
  return {
    kind: 'firebase',
    auth: firebaseAuth,
    // Writes: the same documents API as the local adapter, on the server service, with the Firebase ID token.
    documents: createFirebaseDocuments(db, createLocalDocuments(server, firebaseAuth)),
    files: createFirebaseFiles(storage, options.audioMaxMb ?? 500),
    serviceUrls,
    dispose: () => deleteApp(app),
  };
}

function splitHost(hostAndPort: string): [string, number] {
  const at = hostAndPort.lastIndexOf(':');
  return [hostAndPort.slice(0, at), Number(hostAndPort.slice(at + 1))];
}
