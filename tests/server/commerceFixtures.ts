import { expect } from 'vitest';
import type { TestServer } from './testServer';

/**
 * The new demo user sets a username, so the payment, groups and events tests have a second publisher
 * whose objects the demo publisher must not reach (without a profile every content write is refused).
 */
export async function becomePublisher(server: TestServer, token: string, username = 'second.teacher'): Promise<void> {
  const answer = await server.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { token, body: { username } });
  expect(answer.status).toBe(200);
}
