import type { AuthPort, AuthUser, Backend, DocData, DocumentsPort, FilesPort, ServiceName } from '../../../backend/ports';

/**
 * Test double for the ports: an in-memory AuthPort with a fixed account table. Documents are the given
 * seed (by path) and files are empty; queries give empty lists and writes are refused.
 */
export interface FakeBackend extends Backend {
  /** Calls made to the auth port, in order. */
  calls: string[];
  /** Simulates the cookie session surviving a reload. */
  restoreAs(user: AuthUser | null): void;
  /** Simulates another tab signing out (the auth listener fires). */
  emitChange(user: AuthUser | null): void;
}

const unavailable = (what: string) => () => Promise.reject(new Error(`The fake backend has no ${what}`));

export function createFakeBackend(
  accounts: Array<AuthUser & { password: string }>,
  seed: { documents?: Record<string, DocData> } = {},
): FakeBackend {
  let current: AuthUser | null = null;
  let restorable: AuthUser | null = null;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const calls: string[] = [];

  function setUser(user: AuthUser | null) {
    current = user;
    for (const listener of [...listeners]) listener(user);
  }

  const auth: AuthPort = {
    async signInWithEmail(email, password) {
      calls.push(`signInWithEmail ${email}`);
      const account = accounts.find((a) => a.email === email && a.password === password);
      if (!account) throw new Error('There has been a problem signing you in');
      const { password: _password, ...user } = account;
      setUser(user);
      return user;
    },
    signInWithCustomToken: unavailable('custom tokens'),
    async signOut() {
      calls.push('signOut');
      restorable = null;
      setUser(null);
    },
    async currentUser() {
      calls.push('currentUser');
      if (!current && restorable) setUser(restorable);
      return current;
    },
    async getIdToken() {
      return current ? `token-${current.uid}` : null;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  const documents: DocumentsPort = {
    get: async <T extends DocData>(path: string) => {
      const data = seed.documents?.[path];
      return data ? { id: path.split('/').at(-1) ?? path, path, data: structuredClone(data) as T } : null;
    },
    query: async () => [],
    subscribe: (_path, _query, onNext) => {
      onNext([]);
      return () => {};
    },
    set: unavailable('document writes'),
    update: unavailable('document writes'),
    delete: unavailable('document writes'),
    add: unavailable('document writes'),
  };
  const files: FilesPort = {
    list: async () => [],
    upload: unavailable('file uploads'),
    delete: unavailable('file deletion'),
    downloadUrl: unavailable('file downloads'),
  };
  const services: ServiceName[] = ['teacherDashboard', 'payment', 'events', 'forums', 'groups', 'search', 'users', 'mainSite', 'chat', 'presence', 'shareLinks'];

  return {
    kind: 'local',
    auth,
    documents,
    files,
    serviceUrls: Object.fromEntries(services.map((name) => [name, `http://fake.invalid/svc/${name}`])) as Record<ServiceName, string>,
    calls,
    restoreAs(user) {
      restorable = user;
    },
    emitChange: setUser,
  };
}
