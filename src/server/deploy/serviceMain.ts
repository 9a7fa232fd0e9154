import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../startServer';
import { storageFromEnv } from '../storage';

/**
 * The server service's entry in the deployable bundle (`npm run build:server-bundle`, docs in README
 * "Deploying the server service"). Configuration is the environment only, as Cloud Run passes it:
 *
 *   PORT            port to listen on (Cloud Run sets it; default 8080)
 *   HOST            interface (default 0.0.0.0: the container's network; Cloud Run fronts it)
 *   BACKEND         `firebase` (production: FIREBASE_PROJECT_ID, optional FIREBASE_STORAGE_BUCKET) or `local`
 *   TOKEN_SECRET    64 hex digits shared by every instance: signs the server's file download links
 *   DATA_DIR        scratch folder (uploads in transit; the local backend's database) — default a temp folder
 *   STATIC_DIR      a built app to serve besides the API (default: none; Firebase Hosting serves the app)
 *   SEED_DEMO=1     seed the demo accounts into an empty backend (never in production: known passwords)
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0 to 65535, got ${env.PORT}`);
  const storage = storageFromEnv(env);
  const server = await startServer({
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? join(tmpdir(), 'publisher-dashboard'),
    seed: env.SEED_DEMO === '1',
    storage,
    // Without a built app, page requests answer 404 and only the API is served.
    staticDir: env.STATIC_DIR ?? join(process.cwd(), 'app'),
  });
  // One line a supervisor (or the bundle's test) can read: where it listens and on what storage.
  console.log(`Server service listening on ${server.url} (backend ${storage.backend}${storage.backend === 'firebase' ? `, project ${storage.projectId}` : ''})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
