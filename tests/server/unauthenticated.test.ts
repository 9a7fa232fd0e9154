import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSigner } from '../../src/server/auth/TokenSigner';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

const U = DEMO_PUBLISHER.uid;
// Every route that needs a bearer token, one per API family member (docs/api.md).
const ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/auth/me'],
  ['GET', `/api/docs/users/${U}`],
  ['PUT', `/api/docs/users/${U}`, { data: { name: 'x' } }],
  ['PATCH', `/api/docs/users/${U}`, { data: { name: 'x' } }],
  ['DELETE', `/api/docs/users/${U}`],
  ['POST', `/api/docs/users/${U}/library_items`, { data: { title: 'x' } }],
  ['POST', `/api/query/users/${U}/library_items`, {}],
  ['GET', `/api/listen/users/${U}/library_items`],
  ['PUT', `/api/files/${U}/uploads/x.jpg?category=image`],
  ['GET', `/api/files?prefix=${U}/uploads`],
  ['DELETE', `/api/files/${U}/uploads/x.jpg`],
  ['GET', `/api/files-url/${U}/uploads/x.jpg`],
  ['GET', '/svc/users/api/v1/users/me'],
  ['GET', `/svc/users/api/v1/_admin/users/${U}/token`],
  ['PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username: 'taken.over' }],
];

let server: TestServer;
const badTokens: Record<string, string | null> = {};

beforeAll(async () => {
  server = await startTestServer();
  const idToken = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  const [header, payload, signature] = idToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const twoHoursAgo = new TokenSigner(server.dataDir, () => Date.now() - 2 * 3600_000);
  const signer = new TokenSigner(server.dataDir);
  badTokens.none = null;
  badTokens.expired = twoHoursAgo.sign('id', U, 3600).token;
  badTokens['bad signature'] = `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  badTokens['signed with another key'] = new TokenSigner(mkdtempSync(join(tmpdir(), 'other-key-'))).sign('id', U, 3600).token;
  badTokens['wrong purpose (custom)'] = signer.sign('custom', U, 300).token;
  badTokens['wrong purpose (session)'] = signer.sign('session', U, 3600).token;
  badTokens['tampered payload'] = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: DEMO_ADMIN.uid })).toString('base64url')}.${signature}`;
  badTokens.garbage = 'not-a-token';
});
afterAll(() => server.stop());

describe('requests without a valid bearer token', () => {
  it.each(ROUTES)('%s %s → 401 Request unauthenticated for every kind of bad token, and is logged', async (method, path, body) => {
    for (const [kind, token] of Object.entries(badTokens)) {
      const before = server.logs.length;
      const { status, body: answer } = await server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
      expect({ kind, status, answer }).toEqual({ kind, status: 401, answer: { message: 'Request unauthenticated' } });
      expect(server.logs.slice(before).some((line) => line.startsWith(`401 Request unauthenticated: ${method} ${path.split('?')[0]}`))).toBe(true);
    }
  });

  it('a bad access_token on a live query is refused too', async () => {
    for (const token of Object.values(badTokens)) {
      const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
      expect((await server.call('GET', `/api/listen/users/${U}/library_items${query}`)).status).toBe(401);
    }
  });

  it('nothing changed: the publisher document and username are as seeded', async () => {
    const token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
    const { body } = await server.call('GET', `/api/docs/users/${U}`, { token });
    expect(body.data.name).toBe('Demo Teacher');
    expect(body.data.username).toBe('demo.teacher');
  });
});
