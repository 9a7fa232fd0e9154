import { expect } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

/**
 * The new demo user sets a username, so the payment, groups and events tests have a second publisher
 * whose objects the demo publisher must not reach (without a profile every content write is refused).
 */
export async function becomePublisher(server: TestServer, token: string, username = 'second.teacher'): Promise<void> {
  const answer = await server.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { token, body: { username } });
  expect(answer.status).toBe(200);
}

/** A seeded server with the demo publisher, a second publisher and the admin signed in. */
export interface CommerceServer {
  server: TestServer;
  publisher: string;
  other: string;
  admin: string;
}

/**
 * Starts the server the commerce tests share (seeding is slow on a loaded machine: allow two minutes), on
 * SQLite or, in the firebase project, on the Firebase emulators (tests/server/serviceBackend.ts).
 */
export async function startCommerceServer(): Promise<CommerceServer> {
  const { server } = await startServiceBackend();
  const [publisher, other, admin] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
  ]);
  await becomePublisher(server, other);
  return { server, publisher, other, admin };
}
