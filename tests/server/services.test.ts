import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

const PROFILE = '/svc/teacherDashboard/api/v1/publishers/profile';
let server: TestServer;
let newUser: string;

beforeAll(async () => {
  server = await startTestServer();
  newUser = await server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password);
});
afterAll(() => server.stop());

describe('teacher dashboard: PATCH publishers/profile', () => {
  it.each([
    ['has spaces', 'Username may contain only letters, digits, dot, hyphen and underscore'],
    ['emoji🙂', 'Username may contain only letters, digits, dot, hyphen and underscore'],
    ['www.mysite', 'Link not allowed'],
    // The rules and messages of schemas/wizards/profile, the same the profile form shows.
    ['mysite.com', 'Domain not allowed'],
    ['my.site.io', 'Domain not allowed'],
    ['', 'Please choose a username'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
  ])('refuses %j: %s', async (username, message) => {
    expect(await server.call('PATCH', PROFILE, { token: newUser, body: { username } })).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a username someone else has, in any letter case', async () => {
    for (const username of ['demo.teacher', 'Demo.Teacher']) {
      expect(await server.call('PATCH', PROFILE, { token: newUser, body: { username } })).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
    }
  });

  it('sets the username on the user and on the public profile', async () => {
    const { status, body } = await server.call('PATCH', PROFILE, { token: newUser, body: { username: 'new_user-1.x' } });
    expect({ status, body }).toEqual({ status: 200, body: { data: { username: 'new_user-1.x' } } });
    expect((await server.call('GET', `/api/docs/users/${DEMO_NEW_USER.uid}`, { token: newUser })).body.data.username).toBe('new_user-1.x');
    expect((await server.call('GET', `/api/docs/publishers/${DEMO_NEW_USER.uid}`, { token: newUser })).body.data).toEqual({ id: DEMO_NEW_USER.uid, username: 'new_user-1.x' });
    // Keeping one's own username is not a clash.
    expect((await server.call('PATCH', PROFILE, { token: newUser, body: { username: 'new_user-1.x' } })).status).toBe(200);
  });
});

describe('users service', () => {
  it('users/me returns the user document and the admin flag', async () => {
    const publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
    const me = await server.call('GET', '/svc/users/api/v1/users/me', { token: publisher });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ uid: DEMO_PUBLISHER.uid, isAdmin: false, adminRole: null, user: { username: 'demo.teacher', isApprovedPublisher: true } });
    const admin = await server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await server.call('GET', '/svc/users/api/v1/users/me', { token: admin })).body.data).toMatchObject({ isAdmin: true, adminRole: 'super' });
  });
});

describe('seeded demo data', () => {
  // The file's first calls: the server's first sign-ins and queries warm up here.
  it('gives the publisher a published course with lessons and a draft, and the new user no username', { timeout: 30_000 }, async () => {
    const publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
    const items = await server.call('POST', `/api/query/users/${DEMO_PUBLISHER.uid}/library_items`, { token: publisher, body: { orderBy: [['status', 'asc']] } });
    // The demo tracks live in the same collection; this test is about the courses.
    const courses = (items.body.docs as Array<{ path: string; data: { status: string; item_type: string; totalLessons?: number } }>).filter((d) => d.data.item_type === 'COURSES');
    expect(courses.map((d) => [d.data.item_type, d.data.status])).toEqual([
      ['COURSES', 'DRAFT'],
      ['COURSES', 'PUBLISHED'],
    ]);
    const published = courses[1]!;
    const lessons = await server.call('POST', `/api/query/${published.path}/lessons`, { token: publisher, body: { orderBy: [['day', 'asc']] } });
    expect(lessons.body.docs.map((d: { data: { day: number } }) => d.data.day)).toEqual([1, 2, 3]);
    expect(published.data.totalLessons).toBe(3);
    const settings = await server.call('GET', `/api/docs/users/${DEMO_PUBLISHER.uid}/private/settings`, { token: publisher });
    expect(settings.body.data.teacher_terms_version_accepted).toBe('1.0');
    const fresh = await startTestServer({ seed: true });
    const token = await fresh.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password);
    expect((await fresh.call('GET', `/api/docs/users/${DEMO_NEW_USER.uid}`, { token })).body.data.username).toBeUndefined();
    await fresh.stop();
  });

  it('does not seed when told not to', async () => {
    const empty = await startTestServer({ seed: false });
    const answer = await empty.call('POST', '/api/v1/session_verify', { body: { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password } });
    expect(answer.status).toBe(401);
    await empty.stop();
  });
});
