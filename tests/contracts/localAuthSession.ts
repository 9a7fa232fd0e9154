import { describe, expect, it } from 'vitest';
import { createCookieJar, type CookieStore } from '../../src/backend/local/cookieStore';
import { createLocalAuth } from '../../src/backend/local/localAuth';
import { createTransport } from '../../src/backend/local/transport';
import type { AuthUser } from '../../src/backend/ports';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';

/** Local-only session behaviour: the cookie restore and token refresh the contract cannot see from outside. */
export function localAuthSessionTests(getBaseUrl: () => string): void {
  describe('local AuthPort session (cookies and refresh)', () => {
    function authOver(cookies: CookieStore, now?: () => number) {
      const calls: string[] = [];
      const countingFetch: typeof fetch = (input, init) => {
        calls.push(new URL(String(input)).pathname);
        return fetch(input, init);
      };
      const transport = createTransport({ baseUrl: getBaseUrl(), fetch: countingFetch, cookies });
      return { auth: createLocalAuth(transport, now), calls };
    }

    it('restores the session from the __session cookie on the first currentUser()', async () => {
      const jar = createCookieJar();
      const first = authOver(jar).auth;
      const user = await first.signInWithEmail(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
      expect(jar.has('__session')).toBe(true);
      expect(jar.has('hasSessionCookie')).toBe(true);

      const { auth: second, calls } = authOver(jar);
      const seen: Array<AuthUser | null> = [];
      second.onChange((u) => seen.push(u));
      await expect(second.currentUser()).resolves.toMatchObject({ uid: user.uid });
      await expect(second.getIdToken()).resolves.toEqual(expect.any(String));
      expect(calls).toEqual(['/api/auth/session']);
      expect(seen.map((u) => u?.uid)).toEqual([user.uid]);
    });

    it('makes no request and gives null when there is no session cookie', async () => {
      const { auth, calls } = authOver(createCookieJar());
      await expect(auth.currentUser()).resolves.toBeNull();
      expect(calls).toEqual([]);
    });

    it('signOut calls session_logout and clears both cookies', async () => {
      const jar = createCookieJar();
      const { auth, calls } = authOver(jar);
      await auth.signInWithEmail(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
      await auth.signOut();
      expect(calls).toContain('/api/v1/session_logout');
      expect(jar.has('__session')).toBe(false);
      expect(jar.has('hasSessionCookie')).toBe(false);
      await expect(authOver(jar).auth.currentUser()).resolves.toBeNull();
    });

    it('refreshes the id token shortly before it expires', async () => {
      let skewMs = 0;
      const jar = createCookieJar();
      const { auth, calls } = authOver(jar, () => Date.now() + skewMs);
      await auth.signInWithEmail(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
      await auth.getIdToken();
      expect(calls.filter((path) => path === '/api/auth/session')).toHaveLength(0);
      skewMs = 58 * 60 * 1000;
      await expect(auth.getIdToken()).resolves.toEqual(expect.any(String));
      expect(calls.filter((path) => path === '/api/auth/session')).toHaveLength(1);
      await expect(auth.currentUser()).resolves.toMatchObject({ email: DEMO_PUBLISHER.email });
    });
  });
}
