import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { PROFILE_FIRST } from '../../src/server/services/requireProfile';
import { sampleFile } from '../fixtures/fileSamples';
import { VALID, lesson } from './coursesRuleTable';
import { startAttackServer, type AttackServer } from './attackServer';

// Issue 10 item 6, the file-name 500s and the smaller attacks: each refused with a clear 4xx, nothing
// stored, and the server still serving everyone afterwards.
const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
const ITEMS = '/svc/teacherDashboard/api/v1/publishers/libraryitems';

let t: AttackServer;
beforeAll(async () => {
  t = await startAttackServer();
});
afterAll(() => t.server.stop());
afterEach(async () => t.expectStillServing());

const upload = (path: string, token: string) =>
  fetch(`${t.server.url}/api/files/${path}?category=image`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: sampleFile('image/png', 256),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));

describe('file names and paths past the file system’s limits', () => {
  it('a name of 200 × "€" (600 bytes) and a path of 31 folders of 250 characters → 400, never 500', async () => {
    const before = t.storedState();
    const longName = await upload(`${DEMO_PUBLISHER.uid}/uploads/${encodeURIComponent('€'.repeat(200))}.png`, t.publisher);
    expect(longName).toEqual({ status: 400, body: { message: 'Invalid file path: a file or folder name may be at most 255 bytes long (UTF-8)' } });
    const folders = [DEMO_PUBLISHER.uid, ...Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(250, 'f'))].join('/');
    const deepPath = await upload(`${folders}/x.png`, t.publisher);
    expect(deepPath).toEqual({ status: 400, body: { message: 'Invalid file path: a file path may be at most 1024 bytes long (UTF-8)' } });
    const listed = await t.server.call('GET', `/api/files?prefix=${encodeURIComponent(folders)}`, { token: t.publisher });
    expect(listed.status).toBe(400);
    expect(t.storedState()).toBe(before);
  });
});

describe('unknown service paths', () => {
  it('answer 401 to a caller without a valid token, so route names do not leak; 404 once signed in', async () => {
    for (const path of ['/svc/teacherDashboard/api/v1/secret-route', '/svc/nosuchservice/x', '/svc']) {
      expect(await t.server.call('GET', path)).toMatchObject({ status: 401, body: { message: 'Request unauthenticated' } });
      expect(await t.server.call('GET', path, { token: 'not.a.token' })).toMatchObject({ status: 401 });
      expect((await t.server.call('GET', path, { token: t.publisher })).status).toBe(404);
    }
    // A known path under the wrong method says no more than an unknown one.
    expect((await t.server.call('DELETE', COURSES)).status).toBe(401);
    expect((await t.server.call('DELETE', COURSES, { token: t.publisher })).status).toBe(405);
    // Public service routes stay public.
    expect((await t.server.call('POST', '/svc/mainSite/api/v1/session_logout')).status).toBe(200);
  });
});

describe('token signatures', () => {
  it('a signature whose last base64url character is changed in its spare bits no longer verifies', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = t.publisher.slice(0, -1) + alphabet[alphabet.indexOf(t.publisher.at(-1)!) ^ 1];
    expect((await t.server.call('GET', '/api/auth/me', { token: twin })).status).toBe(401);
    expect((await t.server.call('GET', '/api/auth/me', { token: t.publisher })).status).toBe(200);
  });
});

describe('a user without a username (profile not submitted)', () => {
  const refused = { status: 403, body: { message: PROFILE_FIRST } };

  it('cannot save a course step, call the lesson routes, act on library items or upload outside the profile picture', async () => {
    const before = t.storedState();
    const as = { token: t.newUser };
    expect(await t.server.call('PUT', `${COURSES}/mine/steps/details`, { ...as, body: VALID.details })).toMatchObject(refused);
    expect(await t.server.call('POST', `${COURSES}/mine/lessons`, { ...as, body: lesson('Arriving') })).toMatchObject(refused);
    expect(await t.server.call('PUT', `${COURSES}/mine/lessons/order`, { ...as, body: { order: [] } })).toMatchObject(refused);
    expect(await t.server.call('PUT', `${COURSES}/mine/lessons/l1`, { ...as, body: lesson('Arriving') })).toMatchObject(refused);
    expect(await t.server.call('DELETE', `${COURSES}/mine/lessons/l1`, as)).toMatchObject(refused);
    expect(await t.server.call('POST', ITEMS, { ...as, body: { action: 'SET_PENDING', library_item_id: 'mine' } })).toMatchObject(refused);
    expect(await t.server.call('PATCH', ITEMS, { ...as, body: { library_item_id: 'mine' } })).toMatchObject(refused);
    expect(await upload(`${DEMO_NEW_USER.uid}/uploads/course/original.png`, t.newUser)).toEqual(refused);
    expect(t.storedState()).toBe(before);
  });

  it('can still upload the profile picture, and once the username is set may create content', async () => {
    expect((await upload(`${DEMO_NEW_USER.uid}/uploads/profile_picture/edited/square_original.png`, t.newUser)).status).toBe(201);
    const profile = await t.server.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { token: t.newUser, body: { username: 'fresh.teacher' } });
    expect(profile.status).toBe(200);
    const saved = await t.server.call('PUT', `${COURSES}/mine/steps/details`, { token: t.newUser, body: VALID.details });
    expect(saved.status).toBe(201);
  });
});
