import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData } from '../../src/backend/ports';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { storeCompleteCourse } from './coursesFixtures';
import { VALID } from './coursesRuleTable';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

const ITEMS = '/svc/teacherDashboard/api/v1/publishers/libraryitems';
const REVIEW = '/svc/teacherDashboard/api/v1/_admin/libraryitems/review';
const publisherItem = (id: string) => `users/${DEMO_PUBLISHER.uid}/library_items/${id}`;

let server: TestServer;
let backend: ServiceBackend;
let store: DocumentStore;
let publisher: string;
let admin: string;
let newUser: string;

// Fixtures go straight into the database (a second connection, WAL): the test must not depend on what
// the documents API lets a client write.
const put = async (id: string, data: DocData) => await store.set(publisherItem(id), data);
const stored = async (path: string) => (await store.get(path))?.data;
// A course SET_PENDING accepts: every step valid and two lessons.
const complete = (id: string, status: string, extra: DocData = {}) => storeCompleteCourse(store, DEMO_PUBLISHER.uid, id, status, extra);

beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend();
  ({ server, store } = backend);
  [publisher, admin, newUser] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
  ]);
}, 120_000);
afterAll(async () => {
  await backend.stop();
});

describe('POST libraryitems SET_PENDING', () => {
  it('moves an own DRAFT course to PENDING, stamps updated_at and clears scheduled_approval_at', async () => {
    const scheduled = { epoch: 1, iso_8601_datetime_tz: '1970-01-01T00:00:00.001Z' };
    await complete('c-draft', 'DRAFT', { scheduled_approval_at: scheduled });
    const before = Date.now();
    const { status, body } = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-draft' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ library_item_id: 'c-draft', status: 'PENDING' });
    const doc = (await stored(publisherItem('c-draft')))!;
    expect(doc).toMatchObject({ title: VALID.details.title, status: 'PENDING' });
    expect(doc).not.toHaveProperty('scheduled_approval_at');
    const updated = doc.updated_at as { epoch: number; iso_8601_datetime_tz: string };
    expect(updated.epoch).toBeGreaterThanOrEqual(before);
    expect(new Date(updated.iso_8601_datetime_tz).getTime()).toBe(updated.epoch);
  });

  it('treats a document without status as DRAFT (the spec default)', async () => {
    const { status: _status, ...withoutStatus } = (await stored((await complete('c-nostatus', 'DRAFT'))))!;
    await put('c-nostatus', withoutStatus);
    const { status, body } = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-nostatus' } });
    expect([status, body.data.status]).toEqual([200, 'PENDING']);
  });

  it('moves a PUBLISHED course to PENDING_EDIT, then refuses a second submission with 409', async () => {
    await complete('c-live', 'PUBLISHED');
    const first = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-live' } });
    expect(first.body.data.status).toBe('PENDING_EDIT');
    const second = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-live' } });
    expect(second).toMatchObject({ status: 409, body: { message: 'Cannot SET_PENDING a course that is PENDING_EDIT' } });
    expect((await stored(publisherItem('c-live')))!.status).toBe('PENDING_EDIT');
  });

  it('refuses an incomplete course with 400, listing every field error with its step, and leaves it as it was', async () => {
    await put('c-incomplete', { item_type: 'COURSES', status: 'DRAFT', ...VALID.details, title: 'Short' });
    const { status, body } = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-incomplete' } });
    expect(status).toBe(400);
    expect(body.message).toBe('This course cannot be submitted until every step is complete: Title must be at least 10 characters');
    expect(body.errors).toEqual([
      { step: 'details', pointer: '/title', message: 'Title must be at least 10 characters', keyword: 'minLength' },
      { step: 'promo', pointer: '/course_image', message: 'Please upload the course image', keyword: 'required' },
      { step: 'promo', pointer: '/intro_audio', message: 'Please upload the course introductory audio', keyword: 'required' },
      { step: 'promo', pointer: '/selected_publish_after', message: 'Please choose when to publish', keyword: 'required' },
      { step: 'lessons', pointer: '/lessons', message: 'Your course must have at least 2 lessons', keyword: 'minItems' },
    ]);
    expect((await stored(publisherItem('c-incomplete')))!.status).toBe('DRAFT');
  });

  it('refuses an AFTER publish date earlier than the minimum for a course that was never published', async () => {
    await complete('c-early', 'DRAFT', { selected_publish_after: 'AFTER', publish_after: { epoch: 0, iso_8601_datetime_tz: '2000-01-01T00:00:00.000Z' } });
    const { status, body } = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-early' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ step: 'promo', pointer: '/publish_after', message: expect.stringMatching(/^Please select a publish date after .+ to proceed\.$/), keyword: expect.any(String) }]);
  });

  it('lets exactly one of several simultaneous submissions through', async () => {
    await complete('c-race', 'PUBLISHED');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-race' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await stored(publisherItem('c-race')))!.status).toBe('PENDING_EDIT');
  });
});

describe('ownership and bad requests', () => {
  it('answers 404 for a missing item and for another user’s item, even when naming its owner', async () => {
    await store.set(`users/${DEMO_ADMIN.uid}/library_items/admin-course`, { item_type: 'COURSES', status: 'DRAFT' });
    const missing = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'nope' } });
    const foreign = await server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'admin-course' } });
    const named = await server.call('PATCH', ITEMS, {
      token: publisher,
      body: { action: 'DELETE', library_item_id: 'admin-course', user_id: DEMO_ADMIN.uid },
    });
    for (const answer of [missing, foreign, named]) expect(answer).toMatchObject({ status: 404, body: { message: 'Library item not found' } });
    expect(await stored(`users/${DEMO_ADMIN.uid}/library_items/admin-course`)).toMatchObject({ status: 'DRAFT' });
  });

  it('lets an admin act on a publisher’s item by naming user_id', async () => {
    await complete('c-admin-acts', 'REJECTED_SUBMISSION');
    const { status, body } = await server.call('POST', ITEMS, {
      token: admin,
      body: { action: 'SET_PENDING', library_item_id: 'c-admin-acts', user_id: DEMO_PUBLISHER.uid },
    });
    expect([status, body.data]).toEqual([200, expect.objectContaining({ user_id: DEMO_PUBLISHER.uid, status: 'PENDING' })]);
  });

  it.each([
    ['POST', { action: 'DELETE', library_item_id: 'c-draft' }, 'Unknown action "DELETE": expected SET_PENDING'],
    ['PATCH', { action: 'SET_PENDING', library_item_id: 'c-draft' }, 'Unknown action "SET_PENDING": expected DELETE, REMOVE or APPROVE_AUDIO_SNIPPET'],
    ['POST', { library_item_id: 'c-draft' }, 'Unknown action null: expected SET_PENDING'],
    ['POST', { action: 'SET_PENDING' }, 'library_item_id is required'],
    ['PATCH', { action: 'REMOVE', library_item_id: '../x' }, 'library_item_id is not a valid id'],
  ])('%s %j → 400 %s', async (method, body, message) => {
    expect(await server.call(method, ITEMS, { token: publisher, body })).toMatchObject({ status: 400, body: { message } });
  });

  it('needs a bearer token', async () => {
    const answer = await server.call('POST', ITEMS, { body: { action: 'SET_PENDING', library_item_id: 'c-draft' } });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Request unauthenticated' } });
  });
});

describe('PATCH libraryitems REMOVE, DELETE, APPROVE_AUDIO_SNIPPET', () => {
  it('removes the seeded published course, then deletes it with its lessons', async () => {
    const course = publisherItem('course-calm-mornings');
    expect((await store.query(`${course}/lessons`, {})).length).toBeGreaterThan(0);
    const early = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'DELETE', library_item_id: 'course-calm-mornings' } });
    expect(early).toMatchObject({ status: 409, body: { message: 'Cannot DELETE a course that is PUBLISHED' } });

    const removed = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'REMOVE', library_item_id: 'course-calm-mornings' } });
    expect(removed.body.data.status).toBe('REMOVED');
    const deleted = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'DELETE', library_item_id: 'course-calm-mornings' } });
    expect(deleted).toMatchObject({ status: 200, body: { data: { library_item_id: 'course-calm-mornings', deleted: true } } });
    expect(await stored(course)).toBeUndefined();
    expect(await store.query(`${course}/lessons`, {})).toEqual([]);
  });

  it('approves the snippet of a published free audio track and refuses it for a premium one', async () => {
    const track = { item_type: 'SINGLE_TRACKS', status: 'PUBLISHED', intro_audio_path: 'u/preview.mp3', audio_track_path: 'u/a.mp3' };
    await put('t-free', { ...track, is_premium: false });
    await put('t-premium', { ...track, is_premium: true });
    const free = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'APPROVE_AUDIO_SNIPPET', library_item_id: 't-free' } });
    expect([free.status, free.body.data.status]).toEqual([200, 'PUBLISHED']);
    const premium = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'APPROVE_AUDIO_SNIPPET', library_item_id: 't-premium' } });
    expect(premium.status).toBe(409);
    expect(premium.body.message).toMatch(/^Cannot APPROVE_AUDIO_SNIPPET a track that is PUBLISHED: /);
  });
});

describe('admin review route', () => {
  it('is refused to non-admins with 403', async () => {
    await put('c-review-403', { item_type: 'COURSES', status: 'PENDING' });
    for (const token of [publisher, newUser]) {
      const answer = await server.call('POST', REVIEW, {
        token,
        body: { user_id: DEMO_PUBLISHER.uid, library_item_id: 'c-review-403', outcome: 'APPROVE' },
      });
      expect(answer).toMatchObject({ status: 403, body: { message: 'Permission denied' } });
    }
    expect((await stored(publisherItem('c-review-403')))!.status).toBe('PENDING');
  });

  it('walks a submission and an edit through approve, reject and remove', async () => {
    await complete('c-review', 'PENDING');
    const review = (outcome: string) =>
      server.call('POST', REVIEW, { token: admin, body: { user_id: DEMO_PUBLISHER.uid, library_item_id: 'c-review', outcome } });
    const submit = () => server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: 'c-review' } });
    const statuses: string[] = [];
    for (const step of [() => review('REJECT'), submit, () => review('APPROVE'), submit, () => review('REJECT'), submit, () => review('REMOVE')]) {
      const answer = await step();
      expect(answer.status).toBe(200);
      statuses.push(answer.body.data.status);
    }
    expect(statuses).toEqual(['REJECTED_SUBMISSION', 'PENDING', 'PUBLISHED', 'PENDING_EDIT', 'REJECTED_EDIT', 'PENDING_EDIT', 'REMOVED']);
    expect(await review('APPROVE')).toMatchObject({ status: 409, body: { message: 'Cannot APPROVE a course that is REMOVED' } });
  });

  it('answers 404 for a missing item and 400 for an unknown outcome', async () => {
    const missing = await server.call('POST', REVIEW, { token: admin, body: { user_id: DEMO_PUBLISHER.uid, library_item_id: 'nope', outcome: 'APPROVE' } });
    expect(missing.status).toBe(404);
    const bad = await server.call('POST', REVIEW, { token: admin, body: { user_id: DEMO_PUBLISHER.uid, library_item_id: 'c-review', outcome: 'PUBLISH' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Unknown outcome "PUBLISH": expected APPROVE, REJECT or REMOVE' } });
  });
});
