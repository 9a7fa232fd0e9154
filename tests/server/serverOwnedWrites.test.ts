import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { LIBRARY_ITEM_WRITE_MESSAGE } from '../../src/server/services/libraryItemsWriteGuard';
import { NO_PICTURE_UPLOADED, USERNAME_TAKEN } from '../../src/server/services/teacherDashboard/profileRoutes';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

// Issue 10 item 2: through the documents API no write reaches a library item (or anything below it) and
// no non-admin write changes a platform-owned field. Each refused write must leave the stored rows byte
// for byte as they were and create nothing; the writes a publisher truly owns still go through.
// Runs on SQLite in the node project and on Firestore + Firebase Auth in the firebase project
// (tests/server/serviceBackend.ts): the same server code refuses the same writes on both storages.

const P = DEMO_PUBLISHER.uid;
const ITEM = `users/${P}/library_items/live-course`;
const LESSON = `${ITEM}/lessons/l1`;
const REVISION = `${ITEM}/revisions/r1`;
const NESTED = `${LESSON}/notes/n1`;
const USER = `users/${P}`;
const SETTINGS = `users/${P}/private/settings`;
const PUBLISHER = `publishers/${P}`;
const PRIVATE_OTHER = `users/${P}/private/payout`;

let backend: ServiceBackend;
let server: TestServer;
let store: DocumentStore;
const tokens: Record<'publisher' | 'admin', string> = { publisher: '', admin: '' };

// Fixtures and checks go straight to the storage (the test's own connection or client), never through the API
// under test. Every write attempted below targets the publisher's user or publisher document or something
// under them, so "nothing created" is counted there: the two documents and every document below them.
// On Firestore that count is a walk of collection listings (most of this file's time there), so the table's
// attempts count only where a single-document write can land: the target's collection and below the target.
const row = async (path: string) => (await store.get(path))?.data ?? null;
const documentCount = async () => (await store.descendants(USER)).length + (await store.descendants(PUBLISHER)).length + 2;
const countAround = async (target: string) =>
  backend.kind === 'local'
    ? documentCount()
    : (await store.query(target.slice(0, target.lastIndexOf('/')), { limit: 1000 })).length + (await store.descendants(target)).length;

beforeAll(async () => {
  backend = await startServiceBackend();
  server = backend.server;
  store = backend.store;
  await store.set(ITEM, { item_type: 'COURSES', status: 'PUBLISHED', title: 'Calm mornings', totalLessons: 2 });
  await store.set(LESSON, { title: 'Day one', day: 1 });
  await store.set(`${ITEM}/lessons/l2`, { title: 'Day two', day: 2 });
  await store.set(REVISION, { title: 'Calm mornings, revised' });
  await store.set(NESTED, { text: 'a note' });
  await store.set(PRIVATE_OTHER, { iban: 'PT50 0000' });
  [tokens.publisher, tokens.admin] = await Promise.all([server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password), server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)]);
}, 120_000);
afterAll(() => backend.stop(), 60_000);

type Method = 'POST' | 'PUT merge' | 'PUT replace' | 'PATCH' | 'DELETE';
interface Attempt {
  actor: 'publisher' | 'admin';
  method: Method;
  /** The document written (for POST, the new document's collection is its parent). */
  target: string;
  data?: Record<string, unknown>;
  /** A replace that keeps every other stored field, so only the named one changes. */
  keepOthers?: boolean;
  message: string | RegExp;
}

async function send({ actor, method, target, data: given, keepOthers }: Attempt) {
  const token = tokens[actor];
  const data = keepOthers ? { ...(await store.get(target))?.data, ...given } : given;
  const collection = target.slice(0, target.lastIndexOf('/'));
  switch (method) {
    case 'POST':
      return server.call('POST', `/api/docs/${collection}`, { token, body: { data } });
    case 'PUT merge':
      return server.call('PUT', `/api/docs/${target}`, { token, body: { data, merge: true } });
    case 'PUT replace':
      return server.call('PUT', `/api/docs/${target}`, { token, body: { data } });
    case 'PATCH':
      return server.call('PATCH', `/api/docs/${target}`, { token, body: { data } });
    case 'DELETE':
      return server.call('DELETE', `/api/docs/${target}`, { token });
  }
}

const WRITES: readonly Method[] = ['POST', 'PUT merge', 'PUT replace', 'PATCH', 'DELETE'];

// Every write method against every path under a library item, as the publisher and as an admin.
const libraryItemRows: Attempt[] = [ITEM, LESSON, REVISION, NESTED].flatMap((target) =>
  (['publisher', 'admin'] as const).flatMap((actor) =>
    WRITES.map((method) => ({ actor, method, target, data: { title: 'Short', status: 'PUBLISHED' }, message: LIBRARY_ITEM_WRITE_MESSAGE })),
  ),
);

// Per document, each platform-owned field with a value it does not hold; the last of each list is a flag
// no allow-list names yet, which must be refused by default.
const PLATFORM_FIELDS: Record<string, Record<string, unknown>> = {
  [USER]: {
    isApprovedPublisher: false,
    isYogaTeacher: false,
    canHostLiveStream: false,
    username: 'sneaky',
    name: 'Not validated',
    location: 'Nowhere',
    email: { email: 'other@example.org' },
    ref_id: 'someone-else',
    isFeaturedTeacher: true,
  },
  [SETTINGS]: {
    profile_picture_status: 'REJECTED',
    profile_picture_path: 'x/uploads/profile_picture/edited/square_original.jpeg',
    profile_picture_uploaded_at: { epoch: 1, iso_8601_datetime_tz: '1970-01-01T00:00:00.001Z' },
    is_retreat_accessible: false,
    can_host_livestream: false,
    payment_details: { payment_type: 'BANK', sanctioned_country_payment_type: null, address: { country: 'US' } },
    show_first_payment_form: true,
    // A value the seed never holds: an unchanged field is not a change (the demo inbox already lights 'reviews').
    notification_dots: { reviews: false, donations: true, forged: true },
    is_featured_teacher: true,
  },
  [PUBLISHER]: {
    username: 'sneaky',
    name: 'Not validated',
    description: 'short',
    user_avatar_url: 'https://elsewhere.example/face.png',
    website: 'javascript:alert(1)',
    number_of_followers: 1_000_000,
    is_featured: true,
  },
};
const fieldMessage = (field: string, path: string) => new RegExp(`^The field "${field}" of ${path} is not writable through the documents API: `);

const platformFieldRows: Attempt[] = Object.entries(PLATFORM_FIELDS).flatMap(([target, fields]) =>
  Object.entries(fields).flatMap(([field, value]): Attempt[] => {
    const rows: Attempt[] = [
      { actor: 'publisher', method: 'PUT merge', target, data: { [field]: value }, message: fieldMessage(field, target) },
      { actor: 'publisher', method: 'PUT replace', target, data: { [field]: value }, keepOthers: true, message: fieldMessage(field, target) },
      { actor: 'publisher', method: 'PATCH', target, data: { [field]: value }, message: fieldMessage(field, target) },
    ];
    // A new document of the private collection: any field of it is refused.
    if (target === SETTINGS) rows.push({ actor: 'publisher', method: 'POST', target: `users/${P}/private/new`, data: { [field]: value }, message: fieldMessage(field, `a new document of users/${P}/private`) });
    return rows;
  }),
);

// Whole-document changes: emptied by a replace, reached by a dotted update, removed by a delete.
const wholeDocumentRows: Attempt[] = [
  ...[USER, SETTINGS, PUBLISHER, PRIVATE_OTHER].map((target): Attempt => ({ actor: 'publisher', method: 'PUT replace', target, data: {}, message: /is not writable through the documents API/ })),
  ...[USER, SETTINGS, PUBLISHER, PRIVATE_OTHER].map((target): Attempt => ({ actor: 'publisher', method: 'DELETE', target, message: `${target} holds platform-owned fields and cannot be deleted through the documents API` })),
  { actor: 'publisher', method: 'PATCH', target: SETTINGS, data: { 'payment_details.address.country': 'US' }, message: fieldMessage('payment_details', SETTINGS) },
  { actor: 'publisher', method: 'PATCH', target: PRIVATE_OTHER, data: { iban: 'planted' }, message: fieldMessage('iban', PRIVATE_OTHER) },
  // Below the private settings and below a public profile nothing is free-form either.
  { actor: 'publisher', method: 'PUT replace', target: `${SETTINGS}/history/h1`, data: { is_retreat_accessible: true }, message: /is not writable through the documents API/ },
  { actor: 'publisher', method: 'POST', target: `${PUBLISHER}/stats/new`, data: { number_of_followers: 1 }, message: /is not writable through the documents API/ },
  { actor: 'publisher', method: 'PUT merge', target: `${PUBLISHER}/stats/s1`, data: { number_of_followers: 1 }, message: /is not writable through the documents API/ },
];

const TABLE = [...libraryItemRows, ...platformFieldRows, ...wholeDocumentRows];

describe('the documents API refuses writes to server-owned data', () => {
  it('covers every write method, server-owned path and platform-owned field (table size)', () => {
    expect(libraryItemRows).toHaveLength(5 * 4 * 2);
    expect(platformFieldRows).toHaveLength(9 * 3 + 9 * 4 + 7 * 3);
    expect(TABLE).toHaveLength(40 + 84 + 13);
  });

  it.each(TABLE.map((attempt) => [`${attempt.actor} ${attempt.method} ${attempt.target} ${Object.keys(attempt.data ?? {}).join(',')}`, attempt] as const))(
    '%s → 403, nothing stored',
    async (_name, attempt) => {
      const snapshot = async () => ({ target: await row(attempt.target), item: await row(ITEM), count: await countAround(attempt.target) });
      const before = await snapshot();
      const { status, body } = await send(attempt);
      expect(status).toBe(403);
      if (typeof attempt.message === 'string') expect(body.message).toBe(attempt.message);
      else expect(body.message).toMatch(attempt.message);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('publishing around the rules (issue 10 item 6)', () => {
  it('a course written through the documents API is never stored, so the course service never serves it', async () => {
    const planted = { item_type: 'COURSES', status: 'DRAFT', title: 'Short' };
    expect((await send({ actor: 'publisher', method: 'PUT replace', target: `users/${P}/library_items/planted`, data: planted, message: '' })).status).toBe(403);
    expect((await send({ actor: 'publisher', method: 'POST', target: `users/${P}/library_items/new`, data: planted, message: '' })).status).toBe(403);
    const courses = await server.call('GET', '/svc/teacherDashboard/api/v1/publishers/courses', { token: tokens.publisher });
    expect(courses.status).toBe(200);
    expect(JSON.stringify(courses.body.data)).not.toContain('"Short"');
  });

  it('a lesson added to a published course through the documents API is refused and the course keeps its lessons', async () => {
    const answer = await send({ actor: 'publisher', method: 'POST', target: `${ITEM}/lessons/new`, data: { title: 'Day three', day: 3 }, message: '' });
    expect(answer).toMatchObject({ status: 403, body: { message: LIBRARY_ITEM_WRITE_MESSAGE } });
    const lessons = await server.call('POST', `/api/query/${ITEM}/lessons`, { token: tokens.publisher, body: {} });
    expect(lessons.body.docs.map((doc: { id: string }) => doc.id).sort()).toEqual(['l1', 'l2']);
  });
});

describe('what a publisher owns still goes through the documents API', () => {
  const stamp = { epoch: Date.UTC(2026, 0, 2), iso_8601_datetime_tz: '2026-01-02T00:00:00.000Z' };
  const publisher = { actor: 'publisher' as const, message: '' };

  it('teacher terms, onboarding and notification preferences in the private settings', async () => {
    const terms = { teacher_terms_version_accepted: '1.0', teacher_terms_accepted_at: stamp, teacher_terms_modal_closed_at: stamp };
    expect((await send({ ...publisher, method: 'PUT merge', target: SETTINGS, data: terms })).status).toBe(200);
    const onboarding = { teacher_dashboard_onboarding_completed: true, teacher_dashboard_onboarding_completed_at: stamp };
    expect((await send({ ...publisher, method: 'PUT merge', target: SETTINGS, data: onboarding })).status).toBe(200);
    expect((await send({ ...publisher, method: 'PATCH', target: SETTINGS, data: { 'notification_settings.push': false } })).status).toBe(200);
    expect((await store.get(SETTINGS))!.data).toMatchObject({ ...terms, ...onboarding, notification_settings: { email: true, push: false }, profile_picture_status: 'APPROVED' });
  });

  it('a user without private settings creates them with the terms', async () => {
    const token = await server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password);
    const path = `users/${DEMO_NEW_USER.uid}/private/settings`;
    await store.delete(path);
    const answer = await server.call('PUT', `/api/docs/${path}`, { token, body: { data: { teacher_terms_version_accepted: '1.0', teacher_terms_modal_closed_at: stamp }, merge: true } });
    expect(answer.status).toBe(200);
    expect((await store.get(path))!.data).toEqual({ teacher_terms_version_accepted: '1.0', teacher_terms_modal_closed_at: stamp });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a time that is not a timestamp', { teacher_terms_accepted_at: 'yesterday' }, 'The field "teacher_terms_accepted_at" must be a timestamp { epoch, iso_8601_datetime_tz }'],
    ['a flag that is not true or false', { teacher_dashboard_onboarding_completed: 'yes' }, 'The field "teacher_dashboard_onboarding_completed" must be true or false'],
    ['a version that is not short text', { teacher_terms_version_accepted: 'x'.repeat(21) }, 'The field "teacher_terms_version_accepted" must be a text of at most 20 characters'],
    ['preferences that are not flags', { notification_settings: { email: 'always' } }, 'Please turn this setting on or off'],
  ])('refuses %s in an owned field with 400, nothing stored', async (_name, data, message) => {
    const before = await row(SETTINGS);
    expect(await send({ ...publisher, method: 'PUT merge', target: SETTINGS, data })).toMatchObject({ status: 400, body: { message } });
    expect(await row(SETTINGS)).toEqual(before);
  });

  it('rewriting a platform field with the value it holds is no change, and is accepted', async () => {
    const answer = await send({ ...publisher, method: 'PUT merge', target: USER, data: { isApprovedPublisher: true, username: 'demo.teacher' } });
    expect(answer.status).toBe(200);
  });

  it('free-form documents of the own area, and reads of library items, lessons and revisions', async () => {
    const note = `users/${P}/notes/n1`;
    expect((await send({ ...publisher, method: 'PUT replace', target: note, data: { text: 'mine' } })).status).toBe(200);
    expect((await send({ ...publisher, method: 'DELETE', target: note })).status).toBe(204);
    for (const path of [ITEM, LESSON, REVISION]) expect((await server.call('GET', `/api/docs/${path}`, { token: tokens.publisher })).status).toBe(200);
    const lessons = await server.call('POST', `/api/query/${ITEM}/lessons`, { token: tokens.publisher, body: {} });
    expect(lessons.body.docs).toHaveLength(2);
  });

  it('an admin still sets platform-owned fields', async () => {
    const answer = await send({ actor: 'admin', method: 'PUT merge', target: SETTINGS, data: { is_retreat_accessible: false }, message: '' });
    expect(answer.status).toBe(200);
    expect((await store.get(SETTINGS))!.data.is_retreat_accessible).toBe(false);
  });
});

describe('the profile changes through validated service calls', () => {
  const PROFILE = '/svc/teacherDashboard/api/v1/publishers/profile';
  const PICTURE = `${P}/uploads/profile_picture/edited/square_original.jpeg`;
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
  const bio = 'I teach short breathing practices for people who work long hours and want a calmer evening at home. '.repeat(3);
  const profile = { name: 'Asha Rao', username: 'asha.rao', location: 'Pune, India', description: bio, website: 'https://asha.example', user_avatar_url: PICTURE };
  const call = (method: string, path: string, body?: unknown, token = tokens.publisher) => server.call(method, `${PROFILE}${path}`, { token, ...(body === undefined ? {} : { body }) });
  const profileRows = async () => ({ user: await row(USER), publisher: await row(PUBLISHER), count: await documentCount() });

  it('refuses to send a picture for review before its square crop is uploaded', async () => {
    expect(await call('POST', '/picture', {})).toMatchObject({ status: 400, body: { message: NO_PICTURE_UPLOADED } });
  });

  it('sends the uploaded square crop for review: PENDING with the upload time, set by the server', async () => {
    const upload = await fetch(`${server.url}/api/files/${PICTURE}?category=image`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.publisher}`, 'content-type': 'image/png' }, body: PNG });
    expect(upload.status).toBe(201);
    const uploadedAt = Date.parse(((await upload.json()) as { updatedAt: string }).updatedAt);
    const answer = await call('POST', '/picture', {});
    expect(answer.status).toBe(200);
    expect((await store.get(SETTINGS))!.data).toMatchObject({
      profile_picture_status: 'PENDING',
      profile_picture_path: PICTURE,
      profile_picture_uploaded_at: { epoch: uploadedAt, iso_8601_datetime_tz: new Date(uploadedAt).toISOString() },
    });
  });

  it('a direct write of APPROVED over the pending picture is refused', async () => {
    const before = await row(SETTINGS);
    const answer = await send({ actor: 'publisher', method: 'PUT merge', target: SETTINGS, data: { profile_picture_status: 'APPROVED' }, message: '' });
    expect(answer).toMatchObject({ status: 403, body: { message: expect.stringMatching(fieldMessage('profile_picture_status', SETTINGS)) } });
    expect(await row(SETTINGS)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, { pointer: string; message: string; keyword: string }]>([
    ['a username with a space', { username: 'asha rao' }, { pointer: '/username', message: 'Username may contain only letters, digits, dot, hyphen and underscore', keyword: 'pattern' }],
    ['a username that is a domain', { username: 'asha.com' }, { pointer: '/username', message: 'Domain not allowed', keyword: 'noDomains' }],
    ['a bio under 200 characters', { description: 'Too short.' }, { pointer: '/description', message: 'Bio must be at least 200 characters', keyword: 'minLength' }],
    ['no location', { location: undefined }, { pointer: '/location', message: 'Please add your location', keyword: 'required' }],
    ['a picture that is not the own upload', { user_avatar_url: `${DEMO_NEW_USER.uid}/uploads/profile_picture/edited/square_original.jpeg` }, { pointer: '/user_avatar_url', message: 'Please upload a profile picture', keyword: 'uploaded' }],
  ])('details with %s → 400 with the schema message at the field, nothing stored', async (_name, change, error) => {
    const before = await profileRows();
    const answer = await call('PUT', '/details', { ...profile, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(error.message);
    expect(answer.body.errors).toContainEqual(error);
    expect(await profileRows()).toEqual(before);
  });

  it('PATCH profile checks the username with the same schema', async () => {
    const answer = await call('PATCH', '', { username: 'asha rao' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Username may contain only letters, digits, dot, hyphen and underscore' } });
    expect(answer.body.errors).toEqual([{ pointer: '/username', message: 'Username may contain only letters, digits, dot, hyphen and underscore', keyword: 'pattern' }]);
  });

  it("a username another user holds → 409 at the field, in any letter case", async () => {
    const before = await profileRows();
    const answer = await call('PUT', '/details', { ...profile, username: 'Demo.Admin' });
    expect(answer).toMatchObject({ status: 409, body: { message: USERNAME_TAKEN, errors: [{ pointer: '/username', message: USERNAME_TAKEN, keyword: 'unique' }] } });
    expect(await profileRows()).toEqual(before);
  });

  it('a valid profile is stored on the user and publisher documents, and only its own fields', async () => {
    const answer = await call('PUT', '/details', { ...profile, isApprovedPublisher: false, number_of_followers: 9 });
    expect(answer.status).toBe(200);
    expect((await store.get(USER))!.data).toMatchObject({ name: 'Asha Rao', username: 'asha.rao', location: 'Pune, India', isApprovedPublisher: true });
    expect((await store.get(PUBLISHER))!.data).toMatchObject({
      ...profile,
      publisher_description: bio,
      publisher_enterprise_description: null,
      number_of_followers: 1280,
    });
  });
});
