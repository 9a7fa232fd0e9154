import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDocuments } from '../../src/backend/local/localDocuments';
import { createTransport } from '../../src/backend/local/transport';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

// Issue 15: reading an optional document that does not exist (the admin has no private settings and no
// public profile) must not be a failed request in the browser's console.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => server.stop());

describe('GET /api/docs/{path} of a missing document', () => {
  const missing = `/api/docs/users/${DEMO_ADMIN.uid}/private/settings`;

  it('answers 404 by default and 200 null with ?missing=null', async () => {
    expect(await server.call('GET', missing, { token })).toMatchObject({ status: 404, body: { message: `Document not found: users/${DEMO_ADMIN.uid}/private/settings` } });
    const answer = await server.call('GET', `${missing}?missing=null`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });

  it('still answers an existing document, and still refuses another user’s', async () => {
    const own = await server.call('GET', `/api/docs/users/${DEMO_ADMIN.uid}?missing=null`, { token });
    expect(own).toMatchObject({ status: 200, body: { id: DEMO_ADMIN.uid, data: { name: 'Demo Admin' } } });
    const publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
    expect((await server.call('GET', `/api/docs/users/${DEMO_ADMIN.uid}/private/settings?missing=null`, { token: publisher })).status).toBe(403);
  });

  it('the browser client reads it as null through a 200 answer', async () => {
    const statuses: number[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      statuses.push(response.status);
      return response;
    };
    const cookies = { header: () => '', absorb: () => {} };
    const docs = createLocalDocuments(createTransport({ baseUrl: server.url, fetch: recording, cookies } as never), { getIdToken: async () => token } as never);
    expect(await docs.get(`users/${DEMO_ADMIN.uid}/private/settings`)).toBeNull();
    expect(await docs.get(`users/${DEMO_ADMIN.uid}`)).toMatchObject({ id: DEMO_ADMIN.uid });
    expect(statuses).toEqual([200, 200]);
  });
});
