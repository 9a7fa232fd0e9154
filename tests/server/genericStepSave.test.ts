import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../src/engine/validation/context/validationContext';
import { addCalendarDays } from '../../src/engine/validation/context/calendarDates';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { wizardDeps } from '../../src/server/services/wizardDeps';
import { saveStep } from '../../src/server/wizards/stepSave';
import { wizardCatalog } from '../../src/server/wizards/wizardCatalog';
import { storeCompleteCourse } from './coursesFixtures';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

// The generic step save proven on a wizard no server code knows: the test-only 'shapes' fixture
// (tests/fixtures/wizards/shapes), served because this server is started with the fixture folder.
const FIXTURES = ['schemas', 'tests/fixtures/wizards'];
const ITEMS = '/svc/teacherDashboard/api/v1/publishers/wizards/shapes/items';
const uid = DEMO_PUBLISHER.uid;
const details = { title: 'Morning rain', content_type: 'TALK', copyright: 'AUTHORISED' };

let backend: ServiceBackend;
let server: TestServer;
let store: DocumentStore;
let token: string;
let other: string;
beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend({ extraSchemaDirs: ['tests/fixtures/wizards'] });
  ({ server, store } = backend);
  [token, other] = await Promise.all([server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password), server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password)]);
  // Content writes need a submitted profile (spec 1 §2): the other user is refused until it has a username.
  expect((await put('s0', 'details', details, { as: other })).status).toBe(403);
  expect((await server.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { token: other, body: { username: 'other.user' } })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await backend.stop();
});

const put = (id: string, step: string, body: unknown, options: { as?: string; headers?: Record<string, string> } = {}) =>
  server.call('PUT', `${ITEMS}/${id}/steps/${step}`, { token: options.as ?? token, body, headers: options.headers });
const stored = async (id: string, owner = uid) => (await store.get(`users/${owner}/shape_items/${id}`))?.data;

describe('generic step save on the shapes fixture wizard', () => {
  it("creates the item with the policy's first status and the variant's fixed values, chosen by the route value", async () => {
    const res = await put('s1', 'details', { ...details, type: 'premium' });
    expect([res.status, res.body.data]).toEqual([201, { id: 's1', status: 'DRAFT', created: true }]);
    expect(await stored('s1')).toMatchObject({ ...details, kind: 'PREMIUM', is_premium: true, status: 'DRAFT' });
    expect((await put('s2', 'details', details)).status).toBe(201);
    expect(await stored('s2')).toMatchObject({ kind: 'FREE', is_premium: false });
  });

  it('saves only the step own fields: other steps, fixed values and the status in the body are ignored', async () => {
    const res = await put('s1', 'details', { ...details, title: 'Evening rain', genre: 'AMBIENT', price: 9, kind: 'FREE', is_premium: false, status: 'PUBLISHED' });
    expect(res.status).toBe(200);
    const item = (await stored('s1'))!;
    expect(item).toMatchObject({ title: 'Evening rain', kind: 'PREMIUM', is_premium: true, status: 'DRAFT' });
    expect(item).not.toHaveProperty('genre');
    expect(item).not.toHaveProperty('price');
  });

  it('the variant of an existing item comes from the item, not from the body', async () => {
    expect((await put('s2', 'pricing', { price: 5, type: 'premium' })).status).toBe(404);
    expect((await put('s1', 'pricing', { price: 5, type: 'free' })).status).toBe(200);
    expect(await stored('s1')).toMatchObject({ price: 5, kind: 'PREMIUM' });
  });

  it('judges a cross-step rule (reads) over the stored item, never over a read field in the body', async () => {
    await put('s3', 'details', { ...details, content_type: 'MUSIC' });
    for (const body of [{}, { content_type: 'TALK' }]) {
      const res = await put('s3', 'categorize', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ pointer: '/genre', message: 'Please select a genre', keyword: 'required' }]);
    }
    expect(await stored('s3')).toMatchObject({ content_type: 'MUSIC' });
    expect((await put('s3', 'categorize', { genre: 'AMBIENT' })).status).toBe(200);
    expect((await put('s2', 'categorize', {})).status).toBe(200);
  });

  it('answers 400 with every field error of the step and stores nothing new', async () => {
    const res = await put('s4', 'details', { title: 'ab', content_type: 'OPERA' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/title', keyword: 'minLength' }),
        expect.objectContaining({ pointer: '/content_type', keyword: 'enum' }),
        { pointer: '/copyright', message: 'Please select a copyright status', keyword: 'required' },
      ]),
    );
    expect(await stored('s4')).toBeUndefined();
  });

  it("judges dates in the time zone the browser sends (header or body), UTC when none, refusing an unknown zone", async () => {
    // 25 hours apart: today in Kiritimati is always a later date than today in Pago Pago.
    const early = 'Pacific/Pago_Pago';
    const late = 'Pacific/Kiritimati';
    const date = addCalendarDays(calendarDateIn(new Date(), early), 1);
    const body = { ...details, release_date: date };
    expect((await put('s5', 'details', body, { headers: { 'X-Time-Zone': early } })).status).toBe(201);
    const refused = await put('s5', 'details', body, { headers: { 'X-Time-Zone': late } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ pointer: '/release_date', keyword: 'dateFromToday' });
    expect((await put('s5', 'details', { ...body, timeZone: late })).status).toBe(400);
    expect((await put('s5', 'details', { ...body, timeZone: early })).status).toBe(200);
    expect((await put('s5', 'details', body, { headers: { 'X-Time-Zone': 'Mars/Olympus' } })).status).toBe(400);
  });

  it("cannot reach another user's item: its edit-only step is 404 for them and the owner's item is untouched", async () => {
    expect((await put('s1', 'codes', { codes: ['SPRING'] })).status).toBe(200);
    const before = JSON.stringify(await stored('s1'));
    expect((await put('s1', 'codes', { codes: ['HIJACK'] }, { as: other })).status).toBe(404);
    expect((await put('s1', 'details', { ...details, title: 'Not yours' }, { as: other })).status).toBe(201);
    expect(JSON.stringify(await stored('s1'))).toBe(before);
    expect(await stored('s1', DEMO_NEW_USER.uid)).toMatchObject({ title: 'Not yours' });
  });

  it('applies the status policy: a live item is edited as a revision, an edit under review is 409', async () => {
    await store.set(`users/${uid}/shape_items/s2`, { status: 'PUBLISHED' }, true);
    const live = JSON.stringify(await stored('s2'));
    expect((await put('s2', 'details', { ...details, title: 'Edited while live' })).status).toBe(200);
    expect(JSON.stringify(await stored('s2'))).toBe(live);
    expect(await (await store.get(`users/${uid}/shape_items/s2/revisions/pending`))?.data.fields).toMatchObject({ title: 'Edited while live' });
    await store.set(`users/${uid}/shape_items/s2`, { status: 'PENDING_EDIT' }, true);
    expect((await put('s2', 'details', details)).status).toBe(409);
  });

  it('answers 404 for an unknown wizard, a wizard without storage, an unknown step and the review step', async () => {
    expect((await server.call('PUT', '/svc/teacherDashboard/api/v1/publishers/wizards/nope/items/x/steps/a', { token, body: {} })).status).toBe(404);
    expect((await server.call('PUT', '/svc/teacherDashboard/api/v1/publishers/wizards/fixture/items/x/steps/details', { token, body: {} })).status).toBe(404);
    expect((await put('s1', 'nope', {})).status).toBe(404);
    expect((await put('s1', 'review', { agreed: true })).status).toBe(404);
  });

  it('serves the course under its generic path too, with the course step save', async () => {
    const res = await server.call('PUT', '/svc/teacherDashboard/api/v1/publishers/wizards/course/items/c-generic/steps/details', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/title');
  });
});

describe('submitting a course judges its dates in the time zone sent', () => {
  it('SET_PENDING refuses in Kiritimati a publish date that Pago Pago still accepts', async () => {
    const date = addCalendarDays(calendarDateIn(new Date(), 'Pacific/Pago_Pago'), 8);
    const path = await storeCompleteCourse(store, uid, 'tz-course', 'DRAFT');
    await store.set(path, { selected_publish_after: 'AFTER', publish_after: { epoch: Date.parse(date), iso_8601_datetime_tz: `${date}T00:00:00.000Z` } }, true);
    const submit = (timeZone: string) =>
      server.call('POST', '/svc/teacherDashboard/api/v1/publishers/libraryitems', { token, body: { action: 'SET_PENDING', library_item_id: 'tz-course' }, headers: { 'X-Time-Zone': timeZone } });
    const refused = await submit('Pacific/Kiritimati');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ step: 'promo', pointer: '/publish_after', keyword: 'dateFromToday' })]);
    expect((await submit('Pacific/Pago_Pago')).body.data).toMatchObject({ status: 'PENDING' });
  });
});

describe('the step save judges today in the user zone, never the server', () => {
  it('a save at 23:30 UTC is judged on the 24th from Asia/Tokyo and on the 23rd from America/New_York', async () => {
    const deps = wizardDeps(await backend.openEmptyStore(), wizardCatalog(FIXTURES));
    const now = new Date('2026-11-23T23:30:00Z');
    const save = (timeZone: string) => () =>
      saveStep(deps, { wizardId: 'shapes', uid, isAdmin: false, itemId: 'tz', stepKey: 'details', body: { ...details, release_date: '2026-11-24' }, timeZone, now });
    await expect(save('Asia/Tokyo')()).rejects.toThrow('Please choose a release date from 2026-11-25');
    expect(await save('America/New_York')()).toEqual({ id: 'tz', status: 'DRAFT', created: true });
  });

  it('the app catalog does not hold the fixture wizards', () => {
    expect(() => wizardCatalog().manifest('shapes')).toThrow('No wizard "shapes"');
  });
});
