import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

// Issue 15: the demo publisher's approved profile picture (APPROVED in the seed) exists as a file the
// menu can show, not a status pointing at nothing.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
});
afterAll(() => server.stop());

describe('seeded profile picture of the demo publisher', () => {
  it('is approved, named by the public profile, and downloads as a 1600 x 1600 PNG', async () => {
    const settings = await server.call('GET', `/api/docs/users/${DEMO_PUBLISHER.uid}/private/settings`, { token });
    expect(settings.body.data.profile_picture_status).toBe('APPROVED');
    const profile = await server.call('GET', `/api/docs/publishers/${DEMO_PUBLISHER.uid}`, { token });
    const path = profile.body.data.user_avatar_url as string;
    expect(path).toBe(`${DEMO_PUBLISHER.uid}/uploads/profile_picture/square_original.jpeg`);

    const signed = await server.call('GET', `/api/files-url/${path}`, { token });
    expect(signed.status).toBe(200);
    const file = await fetch(new URL(signed.body.url as string, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1600, 1600]);
  });
});
