import { BackendError } from '../backendError';
import type { AuthPort, AuthUser } from '../ports';
import type { Transport } from './transport';

interface SessionAnswer {
  idToken: string;
  expiresAt: number | string;
  user: AuthUser;
}

interface Session {
  idToken: string;
  expiresAtMs: number;
  user: AuthUser;
}

/** Refresh this long before expiry, so a token never expires between `getIdToken()` and its use. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
const SESSION_COOKIES = ['__session', 'hasSessionCookie'];

/** AuthPort on the embedded server: custom token exchange, cookie session restore, lazy token refresh. */
export function createLocalAuth(transport: Transport, now: () => number = Date.now): AuthPort {
  let session: Session | null = null;
  let restoring: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  let lastNotifiedUid: string | null | undefined;
  const listeners = new Set<(user: AuthUser | null) => void>();

  function setSession(next: Session | null): void {
    session = next;
    const uid = next?.user.uid ?? null;
    if (uid === lastNotifiedUid) return;
    lastNotifiedUid = uid;
    for (const listener of [...listeners]) listener(next?.user ?? null);
  }

  async function fromCookie(): Promise<Session | null> {
    try {
      return toSession(await transport.sendJson<SessionAnswer>('POST', '/api/auth/session'));
    } catch (error) {
      // spec 1 §8: a failed cookie restore removes the cookie.
      if (error instanceof BackendError && error.code === 'unauthenticated') transport.cookies.clear(SESSION_COOKIES);
      else throw error;
      return null;
    }
  }

  function restore(): Promise<void> {
    restoring ??= (async () => {
      const hasCookie = SESSION_COOKIES.some((name) => transport.cookies.has(name));
      if (!session && hasCookie) setSession(await fromCookie());
    })().catch((error: unknown) => {
      restoring = null;
      throw error;
    });
    return restoring;
  }

  async function refresh(): Promise<void> {
    const current = session;
    const next = await fromCookie().catch(() => null);
    // The cookie belongs to whoever signed in with a password; a custom-token session (impersonation)
    // cannot be renewed from it, so it ends rather than silently switching user.
    if (session === current) setSession(next && current && next.user.uid === current.user.uid ? next : null);
  }

  async function signInWithCustomToken(token: string): Promise<AuthUser> {
    const answer = await transport.sendJson<SessionAnswer>('POST', '/api/auth/custom-token', { json: { token } });
    restoring = Promise.resolve();
    setSession(toSession(answer));
    return answer.user;
  }

  return {
    async signInWithEmail(email, password) {
      const { data } = await transport.sendJson<{ data: string }>('POST', '/api/v1/session_verify', {
        json: { email, password },
      });
      return signInWithCustomToken(data);
    },
    signInWithCustomToken,
    async signOut() {
      try {
        await transport.send('POST', '/api/v1/session_logout', { token: session?.idToken ?? null });
      } finally {
        transport.cookies.clear(SESSION_COOKIES);
        restoring = Promise.resolve();
        setSession(null);
      }
    },
    async currentUser() {
      await restore();
      return session?.user ?? null;
    },
    async getIdToken() {
      await restore();
      if (session && session.expiresAtMs - now() < REFRESH_MARGIN_MS) {
        refreshing ??= refresh().finally(() => {
          refreshing = null;
        });
        await refreshing;
      }
      return session?.idToken ?? null;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function toSession(answer: SessionAnswer): Session {
  return { idToken: answer.idToken, expiresAtMs: toEpochMs(answer.expiresAt), user: answer.user };
}

/** The server may state expiry as epoch seconds, epoch milliseconds or an ISO date. */
function toEpochMs(value: number | string): number {
  if (typeof value === 'string') return /^\d+$/.test(value) ? toEpochMs(Number(value)) : Date.parse(value);
  return value < 1e12 ? value * 1000 : value;
}
