import type { ServiceName } from './ports';

/** Which adapter to build and where everything lives, read from VITE_* variables (and Node's env in tests). */
export interface BackendConfig {
  kind: 'local' | 'firebase';
  /** Origin of the embedded server; empty means the page's own origin. */
  localBaseUrl: string;
  /** Only the services configured explicitly; the local adapter fills the rest with `/svc/{name}`. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  authServiceUrl?: string;
  firebase: { apiKey?: string; authDomain?: string; projectId?: string; storageBucket?: string; appId?: string; messagingSenderId?: string };
  emulators: { auth?: string; firestore?: string; storage?: string };
  audioMaxMb?: number;
}

type Env = Record<string, string | boolean | undefined>;

const SERVICE_KEYS: Record<ServiceName, string> = {
  teacherDashboard: 'VITE_SERVICE_TEACHER_DASHBOARD',
  payment: 'VITE_SERVICE_PAYMENT',
  events: 'VITE_SERVICE_EVENTS',
  forums: 'VITE_SERVICE_FORUMS',
  groups: 'VITE_SERVICE_GROUPS',
  search: 'VITE_SERVICE_SEARCH',
  users: 'VITE_SERVICE_USERS',
  mainSite: 'VITE_SERVICE_MAIN_SITE',
  chat: 'VITE_SERVICE_CHAT',
  presence: 'VITE_SERVICE_PRESENCE',
  shareLinks: 'VITE_SERVICE_SHARE_LINKS',
};

/** Every service's variable name, for error messages and the README. */
export const SERVICE_ENV_KEYS: Readonly<Record<ServiceName, string>> = SERVICE_KEYS;

export function readBackendConfig(env: Env): BackendConfig {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const kind = text('VITE_BACKEND') ?? 'local';
  if (kind !== 'local' && kind !== 'firebase') throw new Error(`VITE_BACKEND must be 'local' or 'firebase', not '${kind}'`);
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  for (const [name, key] of Object.entries(SERVICE_KEYS) as Array<[ServiceName, string]>) {
    const url = text(key);
    if (url) serviceUrls[name] = url;
  }
  const audioMaxMb = Number(text('VITE_AUDIO_MAX_MB'));
  return {
    kind,
    localBaseUrl: text('VITE_API_BASE_URL') ?? '',
    serviceUrls,
    authServiceUrl: text('VITE_SERVICE_AUTH'),
    firebase: {
      apiKey: text('VITE_FIREBASE_API_KEY'),
      authDomain: text('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: text('VITE_FIREBASE_PROJECT_ID'),
      storageBucket: text('VITE_FIREBASE_STORAGE_BUCKET'),
      appId: text('VITE_FIREBASE_APP_ID'),
      messagingSenderId: text('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    },
    // Node tests use the Firebase CLI's own names; a browser build only sees VITE_-prefixed ones.
    emulators: {
      auth: text('FIREBASE_AUTH_EMULATOR_HOST') ?? text('VITE_FIREBASE_AUTH_EMULATOR_HOST'),
      firestore: text('FIRESTORE_EMULATOR_HOST') ?? text('VITE_FIRESTORE_EMULATOR_HOST'),
      storage: text('FIREBASE_STORAGE_EMULATOR_HOST') ?? text('VITE_FIREBASE_STORAGE_EMULATOR_HOST'),
    },
    audioMaxMb: Number.isFinite(audioMaxMb) && audioMaxMb > 0 ? audioMaxMb : undefined,
  };
}
