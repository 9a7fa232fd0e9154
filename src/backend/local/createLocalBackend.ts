import type { Backend, ServiceName } from '../ports';
import { createCookieStore } from './cookieStore';
import { createLocalAuth } from './localAuth';
import { createLocalDocuments } from './localDocuments';
import { createLocalFiles } from './localFiles';
import { createTransport } from './transport';

export interface LocalBackendOptions {
  /** Origin of the embedded server, e.g. `http://127.0.0.1:4173` (empty string: same origin). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-service base URLs; by default the embedded server's `/svc/{service}` mounts. */
  serviceUrls?: Partial<Record<ServiceName, string>>;
}

const SERVICES: ServiceName[] = ['teacherDashboard', 'payment', 'events', 'forums', 'groups', 'search', 'users', 'mainSite', 'chat', 'presence', 'shareLinks'];

/** The default backend: the embedded server started by `npm start`. */
export function createLocalBackend(options: LocalBackendOptions): Backend {
  const transport = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    cookies: createCookieStore(),
  });
  const auth = createLocalAuth(transport);
  const serviceUrls = Object.fromEntries(
    SERVICES.map((name) => [name, options.serviceUrls?.[name] ?? transport.url(`/svc/${name}`)]),
  ) as Record<ServiceName, string>;
  return {
    kind: 'local',
    auth,
    documents: createLocalDocuments(transport, auth),
    files: createLocalFiles(transport, auth),
    serviceUrls,
  };
}
