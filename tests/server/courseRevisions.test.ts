import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { EDIT_UNDER_REVIEW } from '../../src/server/services/coursesEditLock';
import { storeCompleteCourse } from './coursesFixtures';
import { VALID, lesson } from './coursesRuleTable';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

// Issue 10 item 1: edits of a live course are a revision; the live version (what the public read serves)
// stays byte-identical until an admin approves, and then equals the revision.

const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
const ITEMS = '/svc/teacherDashboard/api/v1/publishers/libraryitems';
const REVIEW = '/svc/teacherDashboard/api/v1/_admin/libraryitems/review';
const uid = DEMO_PUBLISHER.uid;
const itemPath = (id: string) => `users/${uid}/library_items/${id}`;

let server: TestServer;
let backend: ServiceBackend;
let store: DocumentStore;
let publisher: string;
let admin: string;
let other: string;
beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend();
  ({ server, store } = backend);
  [publisher, admin, other] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
  ]);
  // The other user has a username, so its refusals below come from ownership, not from the profile rule.
  await store.set(`users/${DEMO_NEW_USER.uid}`, { username: 'other.user' }, true);
}, 120_000);
afterAll(async () => {
  await backend.stop();
});

const saveStep = (id: string, step: string, body: unknown, token = publisher) => server.call('PUT', `${COURSES}/${id}/steps/${step}`, { token, body });
const readCourse = async (id: string) => (await server.call('GET', `${COURSES}/${id}`, { token: publisher })).body.data;
const submit = (id: string) => server.call('POST', ITEMS, { token: publisher, body: { action: 'SET_PENDING', library_item_id: id } });
const review = (id: string, outcome: string) => server.call('POST', REVIEW, { token: admin, body: { user_id: uid, library_item_id: id, outcome } });

// The live version as the documents API serves it: the course document and its lessons, as raw text.
async function liveVersion(id: string): Promise<string> {
  const course = await server.call('GET', `/api/docs/${itemPath(id)}`, { token: publisher });
  const lessons = await server.call('POST', `/api/query/${itemPath(id)}/lessons`, { token: publisher, body: { orderBy: [['day', 'asc']] } });
  expect([course.status, lessons.status]).toEqual([200, 200]);
  return JSON.stringify({ course: course.body.data, lessons: lessons.body.docs.map((d: { data: unknown }) => d.data) });
}

// The live content once the status has moved: everything but the status and its time stamp.
async function liveContent(id: string): Promise<string> {
  const { course, lessons } = JSON.parse(await liveVersion(id));
  const { status: _status, updated_at: _updated, ...content } = course;
  return JSON.stringify({ content, lessons });
}

// Edits every step and one lesson of a live course; answers what the wizard should read back.
async function editEveryStep(id: string, title: string) {
  const before = await readCourse(id);
  const details = { ...before.data, title, long_description: `${VALID.details.long_description as string} Edited.` };
  const d = await saveStep(id, 'details', details);
  expect([d.status, d.body.message]).toEqual([200, undefined]);
  expect((await saveStep(id, 'promo', { ...before.data, selected_publish_after: 'SOON', intro_audio: VALID.promo.intro_audio })).status).toBe(200);
  const [first] = before.data.lessons as Array<{ id: string }>;
  const renamed = await server.call('PUT', `${COURSES}/${id}/lessons/${first!.id}`, { token: publisher, body: { ...lesson('A renamed first lesson'), question: undefined } });
  expect(renamed.status).toBe(200);
  const confirmed = await saveStep(id, 'lessons', { lessons: (await readCourse(id)).data.lessons });
  expect([confirmed.status, confirmed.body.message]).toEqual([200, undefined]);
  return await readCourse(id);
}

describe('a published course edited across all steps and a lesson', () => {
  const id = 'rev-published';

  it('keeps the live version byte-identical until approval, then it equals the revision', async () => {
    await storeCompleteCourse(store, uid, id, 'PUBLISHED');
    const published = await liveVersion(id);
    const publishedContent = await liveContent(id);
    const livePlan = await readCourse(id);
    expect(livePlan).toMatchObject({ status: 'PUBLISHED', status_label: 'PUBLISHED', has_revision: false });
    expect(livePlan.live).toEqual(livePlan.data);

    const edited = await editEveryStep(id, 'A calmer morning, edited');
    expect(await liveVersion(id)).toBe(published);
    expect(edited).toMatchObject({ status: 'PUBLISHED', has_revision: true, data: { title: 'A calmer morning, edited' }, live: livePlan.data });
    expect(edited.data.lessons[0]).toMatchObject({ title: 'A renamed first lesson', question: livePlan.data.lessons[0].question });
    expect(edited.data.intro_audio).toEqual(VALID.promo.intro_audio);
    // The course list keeps the live title while the edit waits.
    const listed = (await server.call('GET', COURSES, { token: publisher })).body.data.find((c: { id: string }) => c.id === id);
    expect(listed.title).toBe(livePlan.data.title);

    expect((await submit(id)).body.data.status).toBe('PENDING_EDIT');
    expect(await liveContent(id)).toBe(publishedContent);
    expect(await readCourse(id)).toMatchObject({ status: 'PENDING_EDIT', status_label: 'EDIT WAITING FOR APPROVAL', has_revision: true, data: edited.data, live: livePlan.data });

    expect((await review(id, 'APPROVE')).body.data.status).toBe('PUBLISHED');
    const approved = await readCourse(id);
    expect(approved).toMatchObject({ status: 'PUBLISHED', has_revision: false, data: edited.data });
    expect(approved.live).toEqual(approved.data);
    expect(await store.get(`${itemPath(id)}/revisions/pending`)).toBeNull();
    const live = JSON.parse(await liveVersion(id));
    expect(live.course).toMatchObject({ title: 'A calmer morning, edited', status: 'PUBLISHED', intro_length: 150, totalLessons: 2 });
    expect(live.lessons[0]).toMatchObject({ title: 'A renamed first lesson', day: 1 });
  });
});

describe('rejection and re-edit', () => {
  const id = 'rev-rejected';

  it('keeps the revision on REJECT, continues the next edit from it, and reviews it again on submit', async () => {
    await storeCompleteCourse(store, uid, id, 'PUBLISHED');
    const published = await liveContent(id);
    await editEveryStep(id, 'The first edited title');
    await submit(id);
    expect((await review(id, 'REJECT')).body.data.status).toBe('REJECTED_EDIT');
    const rejected = await readCourse(id);
    expect(rejected).toMatchObject({ status: 'REJECTED_EDIT', status_label: 'REJECTED EDIT', has_revision: true, data: { title: 'The first edited title' } });
    expect(await liveContent(id)).toBe(published);

    // The next edit changes Details only; the lesson renamed in the first round stays renamed.
    expect((await saveStep(id, 'details', { ...rejected.data, title: 'The second edited title' })).status).toBe(200);
    const again = await readCourse(id);
    expect(again.data).toMatchObject({ title: 'The second edited title', lessons: [{ title: 'A renamed first lesson' }, {}] });
    expect(await liveContent(id)).toBe(published);

    expect((await submit(id)).body.data.status).toBe('PENDING_EDIT');
    expect((await review(id, 'APPROVE')).body.data.status).toBe('PUBLISHED');
    expect(JSON.parse(await liveVersion(id)).course.title).toBe('The second edited title');
    expect((await readCourse(id)).data).toEqual(again.data);
  });

  it('folds the revision into the document when the course is removed: nothing is lost and nothing goes live', async () => {
    const id = 'rev-removed';
    await storeCompleteCourse(store, uid, id, 'PUBLISHED');
    await editEveryStep(id, 'An edit made before removal');
    const removed = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'REMOVE', library_item_id: id } });
    expect(removed.body.data.status).toBe('REMOVED');
    expect(await store.get(`${itemPath(id)}/revisions/pending`)).toBeNull();
    expect(JSON.parse(await liveVersion(id)).course).toMatchObject({ status: 'REMOVED', title: 'An edit made before removal' });
  });
});

describe('an approved edit’s files', () => {
  it('are named by their edit folders’ stamps on the item, which storage.rules keeps (docs/parity.md row 16)', async () => {
    const id = 'rev-files';
    await storeCompleteCourse(store, uid, id, 'PUBLISHED');
    const before = await readCourse(id);
    const folder = (stamp: string) => `${uid}/uploads/courses/${id}/edits/${stamp}`;
    const introAudio = { ...(VALID.promo.intro_audio as object), remoteFile: `${folder('s2')}/intro.mp3` };
    expect((await saveStep(id, 'promo', { ...before.data, selected_publish_after: 'SOON', intro_audio: introAudio })).status).toBe(200);
    // Nothing is listed while the edit waits: the live version still shows the item's own files.
    expect((await submit(id)).body.data.status).toBe('PENDING_EDIT');
    expect((await store.get(itemPath(id)))?.data.live_edit_stamps).toBeUndefined();
    expect((await review(id, 'APPROVE')).body.data.status).toBe('PUBLISHED');
    expect((await store.get(itemPath(id)))?.data.live_edit_stamps).toEqual(['s2']);
  });
});

describe('PENDING_EDIT refuses every change', () => {
  it('answers 409 with the spec message to step saves and every lesson call, and changes nothing', async () => {
    const id = 'rev-locked';
    await storeCompleteCourse(store, uid, id, 'PENDING_EDIT');
    const before = await liveVersion(id);
    const course = await readCourse(id);
    const [first, second] = course.data.lessons as Array<{ id: string }>;
    const calls = [
      saveStep(id, 'details', { ...course.data, title: 'A locked title change' }),
      saveStep(id, 'promo', course.data),
      saveStep(id, 'lessons', {}),
      server.call('POST', `${COURSES}/${id}/lessons`, { token: publisher, body: lesson('A third lesson') }),
      server.call('PUT', `${COURSES}/${id}/lessons/${first!.id}`, { token: publisher, body: lesson('Renamed') }),
      server.call('DELETE', `${COURSES}/${id}/lessons/${first!.id}`, { token: publisher }),
      server.call('PUT', `${COURSES}/${id}/lessons/order`, { token: publisher, body: { order: [{ id: first!.id, day: 1 }, { id: second!.id, day: 2 }] } }),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, answer.body.message]).toEqual([409, EDIT_UNDER_REVIEW]);
    expect(await liveVersion(id)).toBe(before);
    expect(await store.get(`${itemPath(id)}/revisions/pending`)).toBeNull();
  });
});

describe('a REMOVED course is not live', () => {
  it('writes its edits directly, with no revision', async () => {
    const id = 'rev-direct';
    await storeCompleteCourse(store, uid, id, 'REMOVED');
    const course = await readCourse(id);
    expect(course).toMatchObject({ status: 'REMOVED', has_revision: false });
    expect(course).not.toHaveProperty('live');
    expect((await saveStep(id, 'details', { ...course.data, title: 'A removed course, renamed' })).status).toBe(200);
    const [first] = course.data.lessons as Array<{ id: string }>;
    await server.call('PUT', `${COURSES}/${id}/lessons/${first!.id}`, { token: publisher, body: lesson('A removed lesson, renamed') });
    const live = JSON.parse(await liveVersion(id));
    expect(live.course.title).toBe('A removed course, renamed');
    expect(live.lessons[0].title).toBe('A removed lesson, renamed');
    expect(await store.get(`${itemPath(id)}/revisions/pending`)).toBeNull();
  });
});

describe('another user and the revision', () => {
  it('cannot read, write or delete it, through the documents API or the course calls', async () => {
    const id = 'rev-private';
    await storeCompleteCourse(store, uid, id, 'PUBLISHED');
    await editEveryStep(id, 'A private edited title');
    const revision = `/api/docs/${itemPath(id)}/revisions/pending`;
    const stored = JSON.stringify((await store.get(`${itemPath(id)}/revisions/pending`))?.data);
    expect((await server.call('GET', revision, { token: other })).status).toBe(403);
    expect((await server.call('PUT', revision, { token: other, body: { data: { fields: { title: 'Hijacked title here' } } } })).status).toBe(403);
    expect((await server.call('PATCH', revision, { token: other, body: { data: { 'fields.title': 'Hijacked title here' } } })).status).toBe(403);
    expect((await server.call('DELETE', revision, { token: other })).status).toBe(403);
    expect((await server.call('POST', `/api/query/${itemPath(id)}/revisions`, { token: other, body: {} })).status).toBe(403);
    // The course calls work on the caller's own area: the same id is someone else's (missing) course.
    expect((await server.call('GET', `${COURSES}/${id}`, { token: other })).status).toBe(404);
    expect((await server.call('POST', ITEMS, { token: other, body: { action: 'SET_PENDING', library_item_id: id, user_id: uid } })).status).toBe(404);
    expect(JSON.stringify((await store.get(`${itemPath(id)}/revisions/pending`))?.data)).toBe(stored);
  });
});

describe('DELETE cascade', () => {
  // Through the files port of the backend under test (the data folder, or the Storage emulator's bucket).
  const fileExists = (path: string) => backend.files.describe(path.split('/')).then(() => true, () => false);
  const existing = async (paths: string[]) => (await Promise.all(paths.map(async (path) => ((await fileExists(path)) ? path : null)))).filter(Boolean);

  it('removes the item, its lessons, its revision and its uploaded files, and nothing of another course', async () => {
    const id = 'course-calm-mornings';
    const course = (await store.get(itemPath(id)))!.data as { course_image: { remoteFile: string }; intro_audio: { remoteFile: string } };
    const lessonFiles = (await store.query(`${itemPath(id)}/lessons`, {})).map((l) => l.data.audio_file_path as string);
    const folder = course.course_image.remoteFile.slice(0, course.course_image.remoteFile.lastIndexOf('/'));
    const files = [course.course_image.remoteFile, `${folder}/square.jpeg`, course.intro_audio.remoteFile, ...lessonFiles];
    const otherCourseFile = ((await store.get(itemPath('course-sleep-well')))!.data.intro_audio as { remoteFile: string }).remoteFile;
    expect(await existing([...files, otherCourseFile])).toEqual([...files, otherCourseFile]);

    await saveStep(id, 'details', { ...(await readCourse(id)).data, title: 'An edit that is never approved' });
    expect(await store.get(`${itemPath(id)}/revisions/pending`)).not.toBeNull();
    const refused = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'DELETE', library_item_id: id } });
    expect([refused.status, refused.body.message]).toEqual([409, 'Cannot DELETE a course that is PUBLISHED']);
    // Removal folds the revision in; a revision left behind by older data must go with the item too.
    await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'REMOVE', library_item_id: id } });
    await store.set(`${itemPath(id)}/revisions/pending`, { fields: {}, lessons: [] });

    const deleted = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'DELETE', library_item_id: id } });
    expect([deleted.status, deleted.body.data]).toEqual([200, { library_item_id: id, user_id: uid, deleted: true }]);
    expect(await store.get(itemPath(id))).toBeNull();
    expect(await store.query(`${itemPath(id)}/lessons`, {})).toEqual([]);
    expect(await store.get(`${itemPath(id)}/revisions/pending`)).toBeNull();
    expect(await existing(files)).toEqual([]);
    expect(await fileExists(otherCourseFile)).toBe(true);
  });

  it('deletes an item whose files are already gone without an error', async () => {
    const path = await storeCompleteCourse(store, uid, 'rev-missing-files', 'DRAFT');
    await store.set(path, { intro_audio: { ...(VALID.promo.intro_audio as object), remoteFile: `${uid}/uploads/courses/rev-missing-files/intro.mp3` } }, true);
    const deleted = await server.call('PATCH', ITEMS, { token: publisher, body: { action: 'DELETE', library_item_id: 'rev-missing-files' } });
    expect([deleted.status, deleted.body.data?.deleted]).toEqual([200, true]);
  });
});
