import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const cookiesOf = (headers: Headers) => headers.getSetCookie();

describe('sign-in and session', () => {
  it('session_verify sets the HttpOnly session cookie and the readable flag, and returns a custom token', async () => {
    const { status, body, headers } = await server.call('POST', '/api/v1/session_verify', {
      body: { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password },
    });
    expect(status).toBe(200);
    expect(typeof body.data).toBe('string');
    const [session, flag] = cookiesOf(headers);
    expect(session).toMatch(/^__session=[^;]+; Path=\/; SameSite=Lax; Max-Age=432000; HttpOnly$/);
    expect(flag).toBe('hasSessionCookie=true; Path=/; SameSite=Lax; Max-Age=432000');
  });

  it('wrong password and unknown e-mail give the same 401 message', async () => {
    for (const credentials of [
      { email: DEMO_PUBLISHER.email, password: 'wrong' },
      { email: 'nobody@demo.local', password: DEMO_PUBLISHER.password },
      { email: 42, password: null },
    ]) {
      const { status, body, headers } = await server.call('POST', '/api/v1/session_verify', { body: credentials });
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'There has been a problem signing you in' });
      expect(cookiesOf(headers)).toEqual([]);
    }
  });

  it('the custom token exchanges for an id token that opens the API, and is refused as a bearer itself', async () => {
    const verified = await server.call('POST', '/api/v1/session_verify', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    const exchanged = await server.call('POST', '/api/auth/custom-token', { body: { token: verified.body.data } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user).toEqual({ uid: DEMO_ADMIN.uid, email: DEMO_ADMIN.email, isAdmin: true, adminRole: 'super' });
    expect(exchanged.body.expiresAt).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect((await server.call('GET', '/api/auth/me', { token: exchanged.body.idToken })).body.user.uid).toBe(DEMO_ADMIN.uid);
    expect((await server.call('GET', '/api/auth/me', { token: verified.body.data })).status).toBe(401);
    expect((await server.call('POST', '/api/auth/custom-token', { body: { token: exchanged.body.idToken } })).status).toBe(401);
  });

  it('the session cookie restores a session; without it, restore is 401 and clears the cookies', async () => {
    const verified = await server.call('POST', '/api/v1/session_verify', { body: { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password } });
    const cookie = cookiesOf(verified.headers)[0]!.split(';')[0]!;
    const restored = await server.call('POST', '/api/auth/session', { headers: { cookie } });
    expect(restored.status).toBe(200);
    expect(restored.body.user.uid).toBe(DEMO_PUBLISHER.uid);
    expect((await server.call('GET', '/api/auth/me', { token: restored.body.idToken })).status).toBe(200);

    const missing = await server.call('POST', '/api/auth/session', { headers: { cookie: '__session=forged.token.value' } });
    expect(missing.status).toBe(401);
    expect(cookiesOf(missing.headers).map((c) => c.split(';')[0])).toEqual(['__session=', 'hasSessionCookie=']);
  });

  it('logout clears both cookies, on the auth service and on the main site', async () => {
    for (const path of ['/api/v1/session_logout', '/svc/mainSite/api/v1/session_logout']) {
      const { status, headers } = await server.call('POST', path);
      expect(status).toBe(200);
      const cookies = cookiesOf(headers);
      expect(cookies).toHaveLength(2);
      for (const c of cookies) expect(c).toMatch(/^(__session|hasSessionCookie)=; .*Max-Age=0/);
    }
  });

  it('the main-site session_verify answers like the auth service', async () => {
    const { status, body } = await server.call('POST', '/svc/mainSite/api/v1/session_verify', {
      body: { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password },
    });
    expect(status).toBe(200);
    expect(typeof body.data).toBe('string');
  });

  it('stores passwords as salted scrypt hashes, never in clear', () => {
    const db = new Database(join(server.dataDir, 'db.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT email, password_hash FROM users').all() as Array<{ email: string; password_hash: string }>;
    db.close();
    expect(rows).toHaveLength(3);
    const salts = new Set<string>();
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      for (const password of ['publisher123', 'newuser123', 'admin123']) expect(row.password_hash).not.toContain(password);
      salts.add(row.password_hash.split('$')[4]!);
    }
    expect(salts.size).toBe(3);
  });
});
