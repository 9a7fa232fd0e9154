import { readBackendConfig, type BackendConfig } from './backendConfig';
import { createLocalBackend } from './local/createLocalBackend';
import type { Backend } from './ports';

/** The environment the app was built with, plus Node's own in tests (where the emulator hosts live). */
function buildEnv(): Record<string, string | boolean | undefined> {
  const nodeEnv = typeof process === 'undefined' ? {} : process.env;
  return { ...nodeEnv, ...import.meta.env };
}

/**
 * Builds the configured backend. The firebase adapter is imported only when chosen, so the Firebase
 * SDK stays out of the default bundle (DESIGN §9: Firebase loads only when used).
 */
export async function createBackend(config: BackendConfig = readBackendConfig(buildEnv())): Promise<Backend> {
  if (config.kind === 'local') return createLocalBackend({ baseUrl: config.localBaseUrl, serviceUrls: config.serviceUrls });
  const missing = [
    ...(!config.firebase.apiKey ? ['VITE_FIREBASE_API_KEY'] : []),
    ...(!config.firebase.projectId ? ['VITE_FIREBASE_PROJECT_ID'] : []),
  ];
  if (missing.length > 0) throw new Error(`The firebase backend needs configuration: ${missing.join(', ')}`);
  const { createFirebaseBackend } = await import('./firebase/createFirebaseBackend');
  // VITE_API_BASE_URL is the server service on Firebase as it is the embedded server locally: writes and /svc calls.
  return createFirebaseBackend({
    firebase: config.firebase,
    serverUrl: config.localBaseUrl,
    serviceUrls: config.serviceUrls,
    authServiceUrl: config.authServiceUrl,
    emulators: config.emulators,
    audioMaxMb: config.audioMaxMb,
  });
}
