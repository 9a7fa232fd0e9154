import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadIndexConfig } from './firestoreEmulatorIndexes';
import { startFirestoreEmulator } from './firestoreEmulatorPatches';

// Local protocol servers for the Firebase path, started from the test setup on 127.0.0.1 with free ports
// (docs/firebase-testing.md):
//   Firestore  @firestore-emulator/server 0.3.15 (gRPC; Commit, RunQuery, BatchGet, Listen), patched here for
//              the web SDK's Write stream and several Listen targets per stream (firestoreEmulatorPatches.ts),
//              and refusing queries firestore.indexes.json cannot serve, as production does
//              (firestoreEmulatorIndexes.ts)
//   Auth       firebase-tools 15.34.2's Auth emulator (plain Node: REST identitytoolkit/securetoken API)
//   Storage    firebase-tools 15.34.2's Storage emulator's Node server. Its rules runtime is a Java JAR that
//              cannot be downloaded here, so storage.rules is NOT evaluated: every request is allowed.
// None of them evaluates firestore.rules or storage.rules: `rulesEvaluated` is false, and tests that need
// rules say so and skip unless the official emulators run (`firebase emulators:exec`, see the doc).

export interface EmulatorHosts {
  /** `host:port`, as FIRESTORE_EMULATOR_HOST takes it. */
  firestore: string;
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  auth: string;
  /** `host:port`, as FIREBASE_STORAGE_EMULATOR_HOST takes it. */
  storage: string;
}

export interface RunningEmulators {
  hosts: EmulatorHosts;
  projectId: string;
  /** Whether firestore.rules and storage.rules are enforced (only with the official emulators). */
  rulesEvaluated: boolean;
  /** The variables firebase-admin and the tests read (FIRESTORE_EMULATOR_HOST, ...). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Variables a run of the official emulators (`firebase emulators:exec`) sets; when all are there we use those. */
export function officialEmulatorsFromEnv(): EmulatorHosts | null {
  const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_AUTH_EMULATOR_HOST: auth, FIREBASE_STORAGE_EMULATOR_HOST: storage } = process.env;
  return firestore && auth && storage && process.env.FIREBASE_EMULATORS_OFFICIAL === '1' ? { firestore, auth, storage } : null;
}

const require = createRequire(import.meta.url);

type Listening = { server: Server; close(): Promise<void> };

function listen(app: { listen(port: number, host: string): Server }): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1');
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    server.once('error', reject);
    server.once('listening', () =>
      resolve({
        server,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

const hostOf = (server: Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;

async function startAuth(projectId: string): Promise<Listening> {
  const { createApp } = require('firebase-tools/lib/emulator/auth/server') as {
    createApp(projectId: string): Promise<{ listen(port: number, host: string): Server }>;
  };
  return listen(await createApp(projectId));
}

interface StorageEmulatorLike {
  args: { port: number };
  _storageLayer: unknown;
  _rulesManager: { getRuleset(bucket: string): unknown; stop(): Promise<void> };
  adminStorageLayer: unknown;
  stop(): Promise<void>;
}

async function startStorage(projectId: string): Promise<Listening> {
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage') as {
    StorageEmulator: new (args: Record<string, unknown>) => StorageEmulatorLike & { getPersistenceTmpDir(): string };
  };
  const { createApp } = require('firebase-tools/lib/emulator/storage/server') as {
    createApp(projectId: string, emulator: unknown): Promise<{ listen(port: number, host: string): Server }>;
  };
  // Its own blob folder: upstream's default (/tmp/firebase/storage/blobs) is shared by every run on the machine.
  const blobs = await mkdtemp(join(tmpdir(), 'storage-emulator-'));
  class NodeOnlyStorageEmulator extends StorageEmulator {
    override getPersistenceTmpDir() {
      return blobs;
    }
  }
  const emulator = new NodeOnlyStorageEmulator({ projectId, host: '127.0.0.1', port: 0, rules: { name: 'storage.rules', content: '' }, auto_download: false });
  // Upstream's start() first launches the Java rules runtime; without it every client request would be refused
  // ("no loaded ruleset"). Serve the SDK through the layer upstream uses for admin requests: no rules at all.
  emulator._storageLayer = emulator.adminStorageLayer;
  // Its Firebase API also answers 403 while no ruleset is loaded; say there is one (never consulted, see above).
  emulator._rulesManager = { getRuleset: () => ({ note: 'storage.rules not evaluated (no Java rules runtime)' }), stop: async () => {} };
  const listening = await listen(await createApp(projectId, emulator));
  // Bucket metadata asks firebase-tools' registry where the storage emulator runs (its selfLink).
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry') as {
    EmulatorRegistry: { set(name: string, instance: unknown): void; clear(name: string): void };
  };
  emulator.args.port = (listening.server.address() as AddressInfo).port;
  EmulatorRegistry.set('storage', emulator);
  return {
    server: listening.server,
    async close() {
      EmulatorRegistry.clear('storage');
      await listening.close();
      await rm(blobs, { recursive: true, force: true });
    },
  };
}

/** Starts the three servers on free ports of 127.0.0.1; `stop()` frees them. */
export async function start(options: { projectId?: string } = {}): Promise<RunningEmulators> {
  const projectId = options.projectId ?? 'demo-publisher-dashboard';
  const official = officialEmulatorsFromEnv();
  if (official) {
    return { hosts: official, projectId: process.env.GCLOUD_PROJECT ?? projectId, rulesEvaluated: true, env: envOf(official, projectId), stop: async () => {} };
  }
  // Firestore refuses queries the project's declared indexes cannot serve, as production does (no emulator does);
  // the port contracts' own test collections (tests/contracts, tests/ports) declare their indexes beside them.
  const project = loadIndexConfig(resolve(import.meta.dirname, '../../firestore.indexes.json'));
  const contracts = loadIndexConfig(resolve(import.meta.dirname, '../contracts/contractIndexes.json'));
  const indexes = { ...project, indexes: [...project.indexes, ...contracts.indexes] };
  const [firestore, auth, storage] = await Promise.all([startFirestoreEmulator(0, { indexes }), startAuth(projectId), startStorage(projectId)]);
  const hosts = { firestore: `${firestore.host}:${firestore.port}`, auth: hostOf(auth.server), storage: hostOf(storage.server) };
  return {
    hosts,
    projectId,
    rulesEvaluated: false,
    env: envOf(hosts, projectId),
    async stop() {
      firestore.stop();
      await Promise.all([auth.close(), storage.close()]);
    },
  };
}

function envOf(hosts: EmulatorHosts, projectId: string): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIREBASE_STORAGE_EMULATOR_HOST: hosts.storage,
    GCLOUD_PROJECT: projectId,
  };
}
