import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SqliteDocumentStore, type DocumentStore } from '../../src/server/db/DocumentStore';
import { openDatabase } from '../../src/server/db/openDatabase';
import type { FilesPort } from '../../src/server/ports/files';
import type { UsersPort } from '../../src/server/ports/users';
import { seedDemoData } from '../../src/server/seed/seedDemoData';
import { startServer, type StartServerOptions } from '../../src/server/startServer';
import { openStorage, type Storage } from '../../src/server/storage';
import { collectingLogger, jsonCaller, startTestServer, type TestServer } from './testServer';

// The server's service tests on either backend. The same test file runs in the `node` Vitest project on
// SQLite (local) and, listed in the `firebase` project's include (vite.config.ts), on Firestore + Firebase
// Auth + the Storage emulator (the local protocol servers, docs/firebase-testing.md): the backend is the one
// whose emulators the project provides. Each file gets a Firestore database of its own (a named database
// in the emulator's project), seeded with the demo data; the demo accounts live once in the Auth emulator,
// shared by the files (created by whichever file comes first; their uids, passwords and claims are fixed).

export type BackendKind = 'local' | 'firebase';

export interface ServiceBackend {
  kind: BackendKind;
  /** The running server; `signIn` signs in as the backend's browser would (local: password call; Firebase: Auth emulator). */
  server: TestServer;
  /** The documents the server stores (a second connection or client on the same storage). */
  store: DocumentStore;
  /** The files port on the same storage (local disk or the bucket). */
  files: FilesPort;
  /** Signs in with a custom token (impersonation) as the backend's browser would; returns the ID token. */
  exchangeCustomToken(customToken: string): Promise<string>;
  /** An empty documents store of the same kind, for tests that run service code directly. */
  openEmptyStore(): Promise<DocumentStore>;
  stop(): Promise<void>;
}

type Emulators = ReturnType<typeof inject<'firebaseEmulators'>>;

/** The backend this run tests: Firebase when the `firebase` project's global setup started the emulators. */
export function backendKind(): BackendKind {
  return (inject('firebaseEmulators') as Emulators | undefined) ? 'firebase' : 'local';
}

export async function startServiceBackend(options: StartServerOptions = {}): Promise<ServiceBackend> {
  return backendKind() === 'firebase' ? startFirebaseBackend(options) : startLocalBackend(options);
}

async function startLocalBackend(options: StartServerOptions): Promise<ServiceBackend> {
  const started = await startTestServer(options);
  const db = openDatabase(started.dataDir);
  const storage = await openStorage(started.dataDir, { backend: 'local' });
  const empties: Array<() => void> = [];
  // Stopping the server also closes the test's own connections (callers may keep only `server`).
  const server: TestServer = {
    ...started,
    async stop() {
      for (const close of empties) close();
      db.close();
      await storage.close();
      await started.stop();
    },
  };
  return {
    kind: 'local',
    server,
    store: new SqliteDocumentStore(db),
    files: storage.ports.files,
    async exchangeCustomToken(token) {
      const exchanged = await server.call('POST', '/api/auth/custom-token', { body: { token } });
      if (exchanged.status !== 200) throw new Error(`custom token refused: ${exchanged.status}`);
      return exchanged.body.idToken as string;
    },
    openEmptyStore() {
      const dir = mkdtempSync(join(tmpdir(), 'empty-store-'));
      const own = openDatabase(dir);
      empties.push(() => {
        own.close();
        rmSync(dir, { recursive: true, force: true });
      });
      return Promise.resolve(new SqliteDocumentStore(own));
    },
    stop: () => server.stop(),
  };
}

const code = (error: unknown) => (error as { code?: unknown }).code;

/** The seed's users port: the demo accounts may exist already (another file made them): that is fine. */
function sharedAccounts(users: UsersPort): UsersPort {
  return {
    hasAny: () => Promise.resolve(false),
    byUid: (uid) => users.byUid(uid),
    async create(user) {
      try {
        return await users.create(user);
      } catch (error) {
        if (code(error) !== 'auth/uid-already-exists' && code(error) !== 'auth/email-already-exists') throw error;
        // Made by another file at the same moment: wait until its claims are set, as ours would have been.
        for (let i = 0; i < 50; i += 1) {
          const existing = await users.byUid(user.uid);
          if (existing && Boolean(existing.isAdmin) === Boolean(user.adminRole)) return existing;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`Demo account ${user.uid} exists without its claims`);
      }
    },
  };
}

async function startFirebaseBackend(options: StartServerOptions): Promise<ServiceBackend> {
  const { hosts, projectId } = inject('firebaseEmulators');
  const databaseId = () => `svc-${randomBytes(5).toString('hex')}`;
  const storageOptions = { backend: 'firebase' as const, projectId, databaseId: databaseId() };
  const dataDir = mkdtempSync(join(tmpdir(), 'server-test-firebase-'));
  // The test's own clients on the same database: the seed, the test's reads, empty stores.
  const own: Storage[] = [await openStorage(dataDir, storageOptions)];
  const { docs, users, files } = own[0]!.ports;
  await seedDemoData({ docs, files, users: sharedAccounts(users) });
  const { logs, logger } = collectingLogger();
  const running = await startServer({ port: 0, dataDir, quiet: true, logger, ...options, seed: false, storage: storageOptions });
  const call = jsonCaller(running.url);
  // As the browser's Firebase adapter signs in: at Firebase Auth, which gives the ID token.
  const identityToolkit = async (method: string, body: object) => {
    const response = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
    if (!response.ok) throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { idToken: string }).idToken;
  };
  const signIn = (email: string, password: string) => identityToolkit('signInWithPassword', { email, password });
  const server: TestServer = {
    ...running,
    logs,
    call,
    signIn,
    stop: async () => {
      await running.close();
      await Promise.all(own.map((storage) => storage.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return {
    kind: 'firebase',
    server,
    store: docs,
    files,
    exchangeCustomToken: (token) => identityToolkit('signInWithCustomToken', { token }),
    async openEmptyStore() {
      const storage = await openStorage(dataDir, { ...storageOptions, databaseId: databaseId() });
      own.push(storage);
      return storage.ports.docs;
    },
    stop: () => server.stop(),
  };
}
