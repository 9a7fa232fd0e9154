import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore, type DocumentStore } from '../../src/server/db/DocumentStore';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { CHAPTER_NAME_MISSING, CHAPTER_NAME_SHORT, writeEditedCopy } from '../model/staffEditedShapes';
import { startTestServer, type TestServer } from './testServer';

// The staff promise, grown (issue 9), on the server: the real server started with the staff-edited copy of the
// shapes wizard (tests/model/staffEditedShapes.ts) as its only extra schema folder. Its step-save paths, stored
// fields and refusals follow the edit, and each refusal is the one the browser's compiled wizard gives for the
// same data (the browser side: tests/model/staffPromiseShapes.model.test.tsx).
const copy = writeEditedCopy();
const ITEMS = '/svc/teacherDashboard/api/v1/publishers/wizards/shapes/items';
const uid = DEMO_PUBLISHER.uid;
const start = { content_type: 'TALK', copyright: 'AUTHORISED' };

let server: TestServer;
let db: Db;
let store: DocumentStore;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ extraSchemaDirs: [copy.dir] });
  db = openDatabase(server.dataDir);
  store = new SqliteDocumentStore(db);
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
});
afterAll(async () => {
  db?.close();
  await server?.stop();
  copy.remove();
});

const put = (id: string, step: string, body: unknown) => server.call('PUT', `${ITEMS}/${id}/steps/${step}`, { token, body });
const stored = async (id: string) => (await store.get(`users/${uid}/shape_items/${id}`))?.data;

// The server answers the browser's messages without their messageKey (it translates by it, then drops it).
describe('staff edit the shapes wizard in its schema files only: the server follows', () => {
  it('a renamed step saves under its new key, the old key is 404, and the saved draft holds its fields', async () => {
    expect((await put('r1', 'details', { ...start, type: 'premium' })).status).toBe(201);
    expect((await put('r1', 'pricing', { price: 5 })).status).toBe(404);
    const bad = await put('r1', 'price-tier', { price: 0 });
    expect([bad.status, bad.body.errors]).toEqual([400, withoutMessageKeys(copy.compiled('PREMIUM').validateStep('price-tier', { ...start, price: 0 }))]);
    expect((await put('r1', 'price-tier', { price: 5 })).status).toBe(200);
    expect(await stored('r1')).toMatchObject({ ...start, price: 5, kind: 'PREMIUM', status: 'DRAFT' });
  });

  it('a moved field is validated and saved with its new step only, with the browser’s messages', async () => {
    const wizard = copy.compiled('FREE');
    expect((await put('m1', 'details', { ...start, title: 'Ignored here' })).status).toBe(201);
    expect(await stored('m1')).not.toHaveProperty('title');
    for (const body of [{}, { title: 'Ab' }]) {
      const res = await put('m1', 'categorize', body);
      expect([res.status, res.body.errors]).toEqual([400, withoutMessageKeys(wizard.validateStep('categorize', { ...start, ...body }))]);
    }
    expect((await put('m1', 'categorize', {})).body.errors.map((e: { message: string }) => e.message)).toEqual(['Please add a title']);
    expect((await put('m1', 'categorize', { title: 'Morning rain' })).status).toBe(200);
    // A later save of the old step neither needs nor clears it.
    expect((await put('m1', 'details', { ...start, copyright: 'NO_COPYRIGHT', title: 'Not from here' })).status).toBe(200);
    expect(await stored('m1')).toMatchObject({ title: 'Morning rain', copyright: 'NO_COPYRIGHT' });
  });

  it('a step hidden for one variant is refused for it (404) and saved for the other', async () => {
    expect((await put('h1', 'details', { ...start, type: 'premium' })).status).toBe(201);
    expect((await put('h1', 'meals', { meals: ['none'] })).status).toBe(404);
    expect(await stored('h1')).not.toHaveProperty('meals');
    expect((await put('h2', 'details', { ...start, type: 'free' })).status).toBe(201);
    expect((await put('h2', 'meals', { meals: ['none'] })).status).toBe(200);
    expect((await put('h2', 'price-tier', { price: 5 })).status).toBe(404);
    expect(await stored('h2')).toMatchObject({ meals: ['none'], kind: 'FREE' });
    expect(await stored('h2')).not.toHaveProperty('price');
  });

  it('an added item list is saved inline with its step and judged as the browser judges it', async () => {
    const wizard = copy.compiled('PREMIUM');
    // The body the browser test sees the step send after adding one chapter.
    expect((await put('l1', 'details', { ...start, type: 'premium', chapters: [{ name: 'Intro' }] })).status).toBe(201);
    expect(await stored('l1')).toMatchObject({ chapters: [{ name: 'Intro' }] });
    const cases = [[{ name: 'In' }], [{ minutes: 3 }], Array.from({ length: 6 }, () => ({ name: 'Intro' }))];
    for (const chapters of cases) {
      const res = await put('l1', 'details', { ...start, chapters });
      expect([res.status, res.body.errors]).toEqual([400, withoutMessageKeys(wizard.validateStep('details', { ...start, chapters }))]);
    }
    const messages = async (chapters: unknown[]) => (await put('l1', 'details', { ...start, chapters })).body.errors.map((e: { message: string }) => e.message);
    expect(await messages(cases[0]!)).toEqual([CHAPTER_NAME_SHORT]);
    expect(await messages(cases[1]!)).toEqual([CHAPTER_NAME_MISSING]);
    expect(await messages(cases[2]!)).toEqual(['At most 5 chapters']);
    expect(await stored('l1')).toMatchObject({ chapters: [{ name: 'Intro' }] });
  });
});
