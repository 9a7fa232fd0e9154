import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_FILE, REVIEWED_PICTURE } from '../../src/server/files/publishedFileGuard';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { sampleFile } from '../fixtures/fileSamples';
import { startTestServer, type TestServer } from './testServer';

// Issue 10 item 1: nothing published changes before review, files included. A live course's image and
// audio are not replaced or deleted through the files API; an edit's files go beside them.

const U = DEMO_PUBLISHER.uid;
const LIVE = `${U}/uploads/courses/course-calm-mornings`;
let server: TestServer;
let token: string;
let adminToken: string;

const upload = (path: string, as = token) =>
  fetch(`${server.url}/api/files/${path}?category=image`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'image/jpeg' },
    body: sampleFile('image/jpeg', 128),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: string } }));
const stored = (path: string) => readFileSync(join(server.dataDir, 'files', path));

beforeAll(async () => {
  server = await startTestServer();
  [token, adminToken] = await Promise.all([server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password), server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)]);
});
afterAll(() => server.stop());

describe('files of published content', () => {
  it('refuses to replace or delete a file a published course shows, or one beside it, and keeps its bytes', async () => {
    const before = stored(`${LIVE}/original.jpeg`);
    expect(await upload(`${LIVE}/original.jpeg`)).toEqual({ status: 409, body: { message: PUBLISHED_FILE } });
    expect(await upload(`${LIVE}/square.jpeg`)).toMatchObject({ status: 409 });
    expect(await server.call('DELETE', `/api/files/${LIVE}/intro.mp3`, { token })).toMatchObject({ status: 409, body: { message: PUBLISHED_FILE } });
    expect(stored(`${LIVE}/original.jpeg`).equals(before)).toBe(true);
    expect(stored(`${LIVE}/intro.mp3`).length).toBeGreaterThan(0);
  });

  it("takes an edit's files in a folder of their own, and another user's request is still served", async () => {
    expect(await upload(`${LIVE}/edits/k1/original.jpeg`)).toMatchObject({ status: 201 });
    expect((await server.call('DELETE', `/api/files/${LIVE}/edits/k1/original.jpeg`, { token })).status).toBe(204);
    expect(await server.call('GET', '/api/auth/me', { token: adminToken })).toMatchObject({ status: 200 });
  });

  it("lets a draft course's files be replaced, and an admin act on live ones", async () => {
    expect(await upload(`${U}/uploads/courses/course-sleep-well/original.jpeg`)).toMatchObject({ status: 201 });
    expect(await upload(`${LIVE}/thumbnail.jpeg`, adminToken)).toMatchObject({ status: 201 });
  });

  it('keeps the reviewed profile picture for review to replace, and takes the publisher\'s own in the edited folder', async () => {
    expect(await upload(`${U}/uploads/profile_picture/square_original.jpeg`)).toEqual({ status: 403, body: { message: REVIEWED_PICTURE } });
    expect(await upload(`${U}/uploads/profile_picture/edited/square_original.jpeg`)).toMatchObject({ status: 201 });
  });
});
