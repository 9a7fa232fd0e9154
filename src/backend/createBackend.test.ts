import { describe, expect, it } from 'vitest';
import { readBackendConfig } from './backendConfig';
import { createBackend } from './createBackend';

const firebaseEnv = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-project',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-project.appspot.com',
  VITE_SERVICE_TEACHER_DASHBOARD: 'https://td.example.test',
  VITE_SERVICE_PAYMENT: 'https://pay.example.test',
  VITE_SERVICE_EVENTS: 'https://events.example.test',
  VITE_SERVICE_FORUMS: 'https://forums.example.test',
  VITE_SERVICE_GROUPS: 'https://groups.example.test',
  VITE_SERVICE_SEARCH: 'https://search.example.test',
  VITE_SERVICE_USERS: 'https://users.example.test',
  VITE_SERVICE_MAIN_SITE: 'https://www.example.test',
  VITE_SERVICE_CHAT: 'https://chat.example.test',
  VITE_SERVICE_PRESENCE: 'https://presence.example.test',
  VITE_SERVICE_SHARE_LINKS: 'https://links.example.test',
};

describe('createBackend', () => {
  it('builds the local adapter by default, services under /svc on the embedded server', async () => {
    const backend = await createBackend(readBackendConfig({ VITE_API_BASE_URL: 'http://127.0.0.1:4173' }));
    expect(backend.kind).toBe('local');
    expect(backend.serviceUrls.users).toBe('http://127.0.0.1:4173/svc/users');
    expect(backend.serviceUrls.teacherDashboard).toBe('http://127.0.0.1:4173/svc/teacherDashboard');
  });

  it('lets a VITE_SERVICE_* variable point one service elsewhere', async () => {
    const backend = await createBackend(readBackendConfig({ VITE_SERVICE_PAYMENT: 'https://pay.example.test' }));
    expect(backend.serviceUrls.payment).toBe('https://pay.example.test');
    expect(backend.serviceUrls.events).toBe('/svc/events');
  });

  it('refuses an unknown adapter name', () => {
    expect(() => readBackendConfig({ VITE_BACKEND: 'mongo' })).toThrow("VITE_BACKEND must be 'local' or 'firebase', not 'mongo'");
  });

  it('names the missing variables when firebase is chosen without its configuration', async () => {
    await expect(createBackend(readBackendConfig({ VITE_BACKEND: 'firebase' }))).rejects.toThrow(
      'The firebase backend needs configuration: VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID',
    );
  });

  it('loads the firebase adapter on demand when configured', async () => {
    const backend = await createBackend(readBackendConfig(firebaseEnv));
    expect(backend.kind).toBe('firebase');
    expect(backend.serviceUrls.mainSite).toBe('https://www.example.test');
    await (backend as typeof backend & { dispose(): Promise<void> }).dispose();
  });

  it('sends the services of a firebase build to the server service unless a VITE_SERVICE_* variable says otherwise', async () => {
    const backend = await createBackend(
      readBackendConfig({ VITE_BACKEND: 'firebase', VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'demo-p', VITE_API_BASE_URL: 'https://api.example.test', VITE_SERVICE_PAYMENT: 'https://pay.example.test' }),
    );
    expect(backend.serviceUrls.teacherDashboard).toBe('https://api.example.test/svc/teacherDashboard');
    expect(backend.serviceUrls.payment).toBe('https://pay.example.test');
    await (backend as typeof backend & { dispose(): Promise<void> }).dispose();
  });

  it('reads the emulator hosts from the Firebase CLI variables', () => {
    const config = readBackendConfig({ ...firebaseEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(config.emulators).toEqual({ auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: undefined });
  });
});
