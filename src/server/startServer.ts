import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authRoutes, sessionRoutes } from './auth/authRoutes';
import { docRoutes } from './docs/docRoutes';
import { fileRoutes } from './files/fileRoutes';
import { hostGuard } from './http/checkHost';
import { withRetreatTermsPdf } from './legal/retreatTermsPdf';
import { contentSecurityPolicy, withContentSecurityPolicy } from './http/contentSecurityPolicy';
import { liveKitPolicyAdditions } from './services/events/liveKitBroadcast';
import { createRequestHandler, type Fallback } from './http/createRequestHandler';
import { Router } from './http/Router';
import { consoleLogger, silentLogger, type Logger } from './logger';
import { seedDemoData } from './seed/seedDemoData';
import type { ServerContext } from './ServerContext';
import { serviceRoutes } from './services/serviceRoutes';
import { serveStatic } from './web/serveStatic';
import { setSchemaRoot, wizardCatalog } from './wizards/wizardCatalog';
import { DEFAULT_SCHEMA_DIRS } from '../engine/loadSchemasFromDisk';
import { viteDev } from './web/viteDev';
import { openStorage, type StorageOptions } from './storage';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_AUDIO_MAX_MB = 500;

export interface StartServerOptions {
  /** 0 picks a free port. Default: env PORT, else 4173. */
  port?: number;
  host?: string;
  /** Default: env DATA_DIR, else `.data` in the project root. */
  dataDir?: string;
  /** Serve the UI through Vite with hot reload instead of `dist/`. */
  dev?: boolean;
  /** Seed the demo accounts into an empty database (default true). */
  seed?: boolean;
  quiet?: boolean;
  /** Overrides `quiet`; tests pass a recorder to check what is logged. */
  logger?: Logger;
  config?: { audioMaxMb?: number };
  /** Built app to serve when not in dev mode (default `dist/` in the project root). */
  staticDir?: string;
  /** Schema folders besides `schemas/` whose wizards the step-save service also serves (tests: 'tests/fixtures/wizards'). */
  extraSchemaDirs?: readonly string[];
  /** A folder holding a copy of `schemas/` to serve instead of the project's (the hot-reload test edits one). */
  schemaRoot?: string;
  /** Which ports to run on; default from the environment (BACKEND=firebase, FIREBASE_PROJECT_ID, …), else local. */
  storage?: StorageOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done((server.address() as AddressInfo).port);
    });
  });
}

function apiRouter(ctx: ServerContext): Router {
  return new Router()
    .mount('', sessionRoutes(ctx))
    .mount('', authRoutes(ctx))
    .mount('', docRoutes(ctx))
    .mount('', fileRoutes(ctx))
    .mount('', serviceRoutes(ctx));
}

/** Starts the embedded backend: the HTTP API over SQLite and the data folder, plus the app itself. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? join(PROJECT_ROOT, '.data'));
  mkdirSync(dataDir, { recursive: true });
  const logger = options.logger ?? (options.quiet ? silentLogger : consoleLogger);
  const schemaRoot = options.schemaRoot ? resolve(options.schemaRoot) : PROJECT_ROOT;
  setSchemaRoot(schemaRoot);
  const storage = await openStorage(dataDir, options.storage);
  const ctx: ServerContext = {
    ...storage.ports,
    logger,
    dataDir,
    config: { audioMaxMb: options.config?.audioMaxMb ?? DEFAULT_AUDIO_MAX_MB },
    wizards: wizardCatalog([...DEFAULT_SCHEMA_DIRS, ...(options.extraSchemaDirs ?? [])]),
  };
  if (options.seed !== false && (await seedDemoData(ctx))) logger.info('Seeded the demo accounts.');

  const host = options.host ?? DEFAULT_HOST;
  const server = createServer();
  const dev = options.dev ? await viteDev(PROJECT_ROOT, server, { schemaRoot, logger }) : null;
  const fallback: Fallback = withRetreatTermsPdf(dev ? dev.handle : serveStatic(options.staticDir ?? join(PROJECT_ROOT, 'dist')), PROJECT_ROOT);
  const policy = contentSecurityPolicy(dev ? 'development' : 'production', liveKitPolicyAdditions(process.env));
  const handle = withContentSecurityPolicy(policy, createRequestHandler(ctx, apiRouter(ctx), fallback, hostGuard(host)));
  // The handler answers every error itself (sendError): nothing is left to reject.
  server.on('request', (req, res) => void handle(req, res));

  let port: number;
  try {
    port = await listen(server, options.port ?? (process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT), host);
  } catch (error) {
    await dev?.close();
    await storage.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    dataDir,
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((done) => server.close(() => done()));
        // Live queries (SSE) hold their connections open forever: end them so close() returns.
        server.closeAllConnections();
        await closed;
        await dev?.close();
        await storage.close();
      })()),
  };
}
