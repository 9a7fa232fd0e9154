import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { EDIT_UNDER_REVIEW } from '../../src/server/services/coursesEditLock';
import { storeCompleteCourse } from './coursesFixtures';
import { VALID, lesson } from './coursesRuleTable';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
const ITEMS = '/svc/teacherDashboard/api/v1/publishers/libraryitems';
const uid = DEMO_PUBLISHER.uid;
const doc = async (id: string) => (await store.get(`users/${uid}/library_items/${id}`))?.data;

let server: TestServer;
let backend: ServiceBackend;
let store: DocumentStore;
let token: string;
let other: string;
beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend();
  ({ server, store } = backend);
  [token, other] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
  ]);
}, 120_000);
afterAll(async () => {
  await backend.stop();
});

const put = (id: string, step: string, body: unknown, as = token) => server.call('PUT', `${COURSES}/${id}/steps/${step}`, { token: as, body });
const addLesson = (id: string, body: unknown, as = token) => server.call('POST', `${COURSES}/${id}/lessons`, { token: as, body });

describe('course step saves', () => {
  it('creates the course as DRAFT with item_type COURSES on the first step, writing only that step', async () => {
    const res = await put('c1', 'details', { ...VALID.details, status: 'PUBLISHED', course_image: { fileName: 'x' } });
    expect([res.status, res.body.data]).toEqual([201, { id: 'c1', status: 'DRAFT', created: true }]);
    const stored = (await doc('c1'))!;
    expect(stored).toMatchObject({ item_type: 'COURSES', status: 'DRAFT', title: VALID.details.title });
    expect(stored).not.toHaveProperty('course_image');
    expect(stored).toMatchObject({ is_religion: true, is_spirituality: true, is_secular: true, is_science: true, is_newage: false });
  });

  it('clears a field of the step that the body leaves out, and keeps other steps', async () => {
    await put('c1', 'promo', VALID.promo);
    const { practices: _p, ...withoutPractices } = VALID.details;
    expect((await put('c1', 'details', withoutPractices)).status).toBe(200);
    expect(await doc('c1')).not.toHaveProperty('practices');
    expect(await doc('c1')).toMatchObject({ is_course_image_uploaded: true, intro_length: 150, selected_publish_after: 'SOON' });
  });

  it('drops publisher_intro and sets all five flags for the workplace-skill type (both spellings)', async () => {
    for (const course_type of ['WORKPLACE_SKILL', 'WORKSHOP_SKILL']) {
      expect((await put('c1', 'details', { ...VALID.details, course_type })).status).toBe(200);
      expect(await doc('c1')).not.toHaveProperty('publisher_intro');
      expect(await doc('c1')).toMatchObject({ course_type, is_secular: true, is_newage: true, is_religion: true, is_spirituality: true, is_science: true });
    }
  });

  it('stores publish_after for AFTER and removes it again for SOON', async () => {
    await put('c1', 'promo', { ...VALID.promo, selected_publish_after: 'AFTER', publish_after: '2099-06-01' });
    expect((await doc('c1'))!.publish_after).toEqual({ epoch: Date.UTC(2099, 5, 1), iso_8601_datetime_tz: '2099-06-01T00:00:00.000Z' });
    expect((await server.call('GET', `${COURSES}/c1`, { token })).body.data.data.publish_after).toBe('2099-06-01');
    await put('c1', 'promo', VALID.promo);
    expect(await doc('c1')).not.toHaveProperty('publish_after');
  });

  it('refuses files outside the publisher own uploads', async () => {
    const image = { ...(VALID.promo.course_image as object), remoteFile: `${DEMO_NEW_USER.uid}/uploads/x/original.jpeg` };
    const res = await put('c1', 'promo', { ...VALID.promo, course_image: image });
    expect([res.status, res.body.message]).toEqual([400, 'course_image must be a file in your own uploads']);
  });

  it('answers 404 for an unknown step', async () => {
    expect((await put('c1', 'review', {})).status).toBe(404);
  });
});

describe('lessons', () => {
  it('applies the saving rules: question omitted when empty, empty answers dropped, slots padded to 4', async () => {
    await put('c2', 'details', VALID.details);
    const bare = await addLesson('c2', { ...lesson('First day'), question: { question: '', answers: [{ value: '' }] } });
    expect(bare.status).toBe(201);
    expect(bare.body.data.lesson).not.toHaveProperty('question');
    const padded = await addLesson('c2', { ...lesson('Second day'), question: { question: 'Why?', answers: [{ value: 'A' }, { value: '' }, { value: 'B' }] } });
    expect(padded.body.data.lesson.question).toEqual({ question: 'Why?', answers: [{ value: 'A' }, { value: 'B' }, { value: '' }, { value: '' }] });
    expect(padded.body.data.lesson.day).toBe(2);
    expect(await doc('c2')).toMatchObject({ totalLessons: 2, mediaLengthPerLessonAvg: 200 });
  });

  it('refuses the lessons step while the stored lessons break the rules, with the same message', async () => {
    const res = await put('c2', 'lessons', VALID.lessons);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ pointer: '/lessons/0/question', message: 'Please enter a question', keyword: 'required' });
  });

  it('updates, reorders, deletes and recomputes the totals', async () => {
    const lessons = (await server.call('GET', `${COURSES}/c2`, { token })).body.data.data.lessons as Array<{ id: string }>;
    const [a, b] = lessons.map((l) => l.id);
    const longer = { ...lesson('First day'), audio: { fileName: 'a.mp3', mime: 'audio/mpeg', durationSec: 400 } };
    expect((await server.call('PUT', `${COURSES}/c2/lessons/${a}`, { token, body: longer })).body.data.totals).toMatchObject({ mediaLengthPerLessonAvg: 300 });
    await server.call('PUT', `${COURSES}/c2/lessons/${b}`, { token, body: lesson('Second day') });
    expect((await put('c2', 'lessons', VALID.lessons)).status).toBe(200);
    const order = await server.call('PUT', `${COURSES}/c2/lessons/order`, { token, body: { order: [{ id: a, day: 2 }, { id: b, day: 1 }] } });
    expect(order.status).toBe(200);
    const after = (await server.call('GET', `${COURSES}/c2`, { token })).body.data.data.lessons as Array<{ id: string; day: number }>;
    expect(after.map((l) => [l.id, l.day])).toEqual([[b, 1], [a, 2]]);
    expect((await server.call('PUT', `${COURSES}/c2/lessons/order`, { token, body: { order: [{ id: a, day: 1 }] } })).status).toBe(400);
    expect((await server.call('DELETE', `${COURSES}/c2/lessons/${b}`, { token })).status).toBe(204);
    expect(await doc('c2')).toMatchObject({ totalLessons: 1, mediaLengthPerLessonAvg: 400 });
    const res = await put('c2', 'lessons', VALID.lessons);
    expect(res.body.errors).toEqual([{ pointer: '/lessons', message: 'Your course must have at least 2 lessons', keyword: 'minItems' }]);
  });
});

describe('ownership', () => {
  it('another user cannot read, save into or add lessons to the publisher course', async () => {
    // Content writes need a submitted profile (spec 1 §2): the other user gets a username first.
    expect((await server.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { token: other, body: { username: 'other.user' } })).status).toBe(200);
    expect((await server.call('GET', `${COURSES}/c2`, { token: other })).status).toBe(404);
    expect((await addLesson('c2', lesson('Intruder'), other)).status).toBe(404);
    // The same id names the other user's own (new) course, never the publisher's.
    expect((await put('c2', 'details', { ...VALID.details, title: 'Someone else course' }, other)).status).toBe(201);
    expect((await doc('c2'))!.title).toBe(VALID.details.title);
    const list = (await server.call('GET', COURSES, { token: other })).body.data as Array<{ id: string }>;
    expect(list.map((c) => c.id)).toEqual(['c2']);
  });

  it('refuses unauthenticated calls', async () => {
    expect((await server.call('GET', COURSES, { token: null })).status).toBe(401);
  });
});

describe('status moves', () => {
  it('keeps a DRAFT a DRAFT on save, refuses SET_PENDING until it is complete, then moves it to PENDING', async () => {
    expect((await put('c3', 'details', VALID.details)).body.data.status).toBe('DRAFT');
    expect((await put('c3', 'details', { ...VALID.details, title: 'Another calm title' })).body.data.status).toBe('DRAFT');
    const early = await server.call('POST', ITEMS, { token, body: { action: 'SET_PENDING', library_item_id: 'c3' } });
    expect(early.status).toBe(400);
    expect(early.body.errors.map((e: { step: string; pointer: string }) => `${e.step} ${e.pointer}`)).toEqual([
      'promo /course_image',
      'promo /intro_audio',
      'promo /selected_publish_after',
      'lessons /lessons',
    ]);
    expect((await doc('c3'))!.status).toBe('DRAFT');
    await put('c3', 'promo', VALID.promo);
    await addLesson('c3', lesson('Arriving in the morning'));
    await addLesson('c3', lesson('Settling into the day'));
    expect((await server.call('POST', ITEMS, { token, body: { action: 'SET_PENDING', library_item_id: 'c3' } })).body.data.status).toBe('PENDING');
  });

  it('keeps a PUBLISHED course PUBLISHED and its document as published across step saves; SET_PENDING moves it to PENDING_EDIT and locks it', async () => {
    const path = `users/${uid}/library_items/course-calm-mornings`;
    await store.set(path, { scheduled_approval_at: { epoch: 1 } }, true);
    const published = (await doc('course-calm-mornings'))!;
    // The seed passes today's rules: its own data saves back as it is, and no revision is started.
    const seeded = (await server.call('GET', `${COURSES}/course-calm-mornings`, { token })).body.data.data;
    for (const step of ['details', 'promo', 'lessons']) {
      const unchanged = await put('course-calm-mornings', step, seeded);
      expect([step, unchanged.status, unchanged.body.data?.status]).toEqual([step, 200, 'PUBLISHED']);
    }
    expect(await store.get(`${path}/revisions/pending`)).toBeNull();
    // One review covers every step: a changed Details and then a changed Promo both save, into the revision.
    const details = await put('course-calm-mornings', 'details', { ...VALID.details, title: 'A changed calm title' });
    expect([details.status, details.body.data?.status]).toEqual([200, 'PUBLISHED']);
    const promo = await put('course-calm-mornings', 'promo', VALID.promo);
    expect([promo.status, promo.body.data?.status]).toEqual([200, 'PUBLISHED']);
    expect(await doc('course-calm-mornings')).toEqual(published);
    const read = (await server.call('GET', `${COURSES}/course-calm-mornings`, { token })).body.data;
    expect(read).toMatchObject({ status: 'PUBLISHED', has_revision: true, data: { title: 'A changed calm title' }, live: { title: published.title } });
    const submitted = await server.call('POST', ITEMS, { token, body: { action: 'SET_PENDING', library_item_id: 'course-calm-mornings' } });
    expect([submitted.status, submitted.body.data?.status]).toEqual([200, 'PENDING_EDIT']);
    expect((await doc('course-calm-mornings'))!.scheduled_approval_at).toBeUndefined();
    // Spec 1 §4: nothing can be changed until the edit is reviewed.
    const locked = await put('course-calm-mornings', 'details', { ...VALID.details, title: 'Yet another new title' });
    expect([locked.status, locked.body.message]).toEqual([409, EDIT_UNDER_REVIEW]);
    const lessonId = (await store.query(`${path}/lessons`, { limit: 1 }))[0]?.id;
    expect(lessonId).toBeDefined();
    const lessonEdit = await server.call('PUT', `${COURSES}/course-calm-mornings/lessons/${lessonId}`, { token, body: lesson('Renamed') });
    expect([lessonEdit.status, lessonEdit.body.message]).toEqual([409, EDIT_UNDER_REVIEW]);
    expect((await doc('course-calm-mornings'))!.title).toBe(published.title);
  });

  it('keeps REJECTED_EDIT and REMOVED courses as they are on save; SET_PENDING applies the save-change table', async () => {
    for (const [from, to] of [['REJECTED_EDIT', 'PENDING_EDIT'], ['REMOVED', 'PENDING'], ['REJECTED_SUBMISSION', 'PENDING'], ['PENDING', 'PENDING']] as const) {
      const id = `table-${from.toLowerCase()}`;
      await storeCompleteCourse(store, uid, id, from);
      const saved = await put(id, 'details', { ...VALID.details, title: `A renamed ${from.toLowerCase()} course` });
      expect([saved.status, saved.body.data?.status]).toEqual([200, from]);
      const submitted = await server.call('POST', ITEMS, { token, body: { action: 'SET_PENDING', library_item_id: id } });
      expect(submitted.body.data?.status).toBe(to);
    }
  });

  it('lists the courses with their status labels', async () => {
    const list = (await server.call('GET', COURSES, { token })).body.data as Array<{ id: string; status_label: string }>;
    expect(list.find((c) => c.id === 'course-calm-mornings')?.status_label).toBe('EDIT WAITING FOR APPROVAL');
    expect(list.find((c) => c.id === 'c3')?.status_label).toBe('PENDING');
  });
});

describe('restricted mode on the server', () => {
  it('refuses adding, deleting and reordering lessons of a live course, and keeps its survey on update', async () => {
    const id = 'live-1';
    const path = `users/${uid}/library_items/${id}`;
    await store.set(path, { item_type: 'COURSES', status: 'PUBLISHED', title: 'A live course' });
    await store.set(`${path}/lessons/l1`, { ...lesson('One'), id: 'l1', day: 1 });
    await store.set(`${path}/lessons/l2`, { ...lesson('Two'), id: 'l2', day: 2 });
    expect((await addLesson(id, lesson('Three'))).status).toBe(409);
    expect((await server.call('DELETE', `${COURSES}/${id}/lessons/l1`, { token })).status).toBe(409);
    const swap = await server.call('PUT', `${COURSES}/${id}/lessons/order`, { token, body: { order: [{ id: 'l1', day: 2 }, { id: 'l2', day: 1 }] } });
    expect([swap.status, swap.body.message]).toEqual([409, 'Lessons of a live course cannot be added, deleted or reordered']);
    const same = await server.call('PUT', `${COURSES}/${id}/lessons/order`, { token, body: { order: [{ id: 'l1', day: 1 }, { id: 'l2', day: 2 }] } });
    expect(same.status).toBe(200);
    const changed = { ...lesson('One, renamed'), question: { question: 'Changed?', answers: [{ value: 'a' }, { value: 'b' }, { value: 'c' }, { value: 'd' }] } };
    const updated = await server.call('PUT', `${COURSES}/${id}/lessons/l1`, { token, body: changed });
    expect(updated.body.data.lesson).toMatchObject({ title: 'One, renamed', question: lesson('One').question });
  });
});
