import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

/** A server with the three demo accounts signed in, for the attack regression tests. */
export interface AttackServer {
  server: TestServer;
  publisher: string;
  newUser: string;
  admin: string;
  /** Every document and file row, serialised: equal before and after a refused attack when nothing was stored. */
  storedState(): string;
  /** Another user's ordinary requests still answer correctly (and promptly) after an attack. */
  expectStillServing(): Promise<void>;
}

export async function startAttackServer(): Promise<AttackServer> {
  const server = await startTestServer();
  const [publisher, newUser, admin] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
  ]);
  const storedState = () => {
    const db = new Database(join(server.dataDir, 'db.sqlite'), { readonly: true });
    const rows = [
      ...db.prepare('SELECT path, data FROM documents ORDER BY path').all(),
      ...db.prepare('SELECT path, size FROM files ORDER BY path').all(),
    ];
    db.close();
    return JSON.stringify(rows);
  };
  const expectStillServing = async () => {
    const started = Date.now();
    const me = await server.call('GET', '/api/auth/me', { token: admin });
    expect([me.status, me.body.user.uid]).toEqual([200, DEMO_ADMIN.uid]);
    // Without a token the answer is still 401: nothing planted opened the protected routes.
    expect((await server.call('GET', '/api/auth/me')).status).toBe(401);
    const courses = await server.call('GET', '/svc/teacherDashboard/api/v1/publishers/courses', { token: publisher });
    expect(courses.status).toBe(200);
    expect(courses.body.data.length).toBeGreaterThan(0);
    // Generous on a loaded 2-core machine; a stalled server takes tens of seconds.
    expect(Date.now() - started).toBeLessThan(2000);
    // The process's shared prototypes are untouched.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Object.keys(Array.prototype)).toEqual([]);
  };
  return { server, publisher, newUser, admin, storedState, expectStillServing };
}
