import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { LIBRARY_ITEM_WRITE_MESSAGE } from '../../src/server/services/libraryItemsWriteGuard';
import { sampleFile } from '../fixtures/fileSamples';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

// Publisher A is the demo publisher; B is the other non-admin demo account.
const A = DEMO_PUBLISHER.uid;
const B = DEMO_NEW_USER.uid;
const DENIED = { status: 403, body: { message: 'Permission denied' } };

let backend: ServiceBackend;
let server: TestServer;
let tokenA: string;
let tokenB: string;
let tokenAdmin: string;
let urlOfB: string;

// The bytes start as a PNG does (the files API checks them) and end with a mark of whose they are.
const png = (mark: string) => Buffer.concat([sampleFile('image/png', 12), Buffer.from(mark)]);
const upload = (token: string, path: string, bytes = png('png-bytes')) =>
  fetch(`${server.url}/api/files/${path}?category=image`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: bytes });
const pick = async (p: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await p;
  return { status, body };
};

beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend();
  ({ server } = backend);
  [tokenA, tokenB, tokenAdmin] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
  ]);
  // Library items are written only by the service calls; the fixture goes straight into the database.
  await backend.store.set(`users/${B}/library_items/b-course`, { title: 'B course', status: 'DRAFT' });
  // B uploads content below, which needs a submitted profile (a username, spec 1 §2).
  await backend.store.set(`users/${B}`, { username: 'user.b' }, true);
  expect((await upload(tokenB, `${B}/uploads/secret.png`, png('b-secret'))).status).toBe(201);
  expect((await upload(tokenA, `${A}/uploads/mine.png`, png('a-own'))).status).toBe(201);
  urlOfB = (await server.call('GET', `/api/files-url/${B}/uploads/secret.png`, { token: tokenB })).body.url;
}, 120_000);
afterAll(() => backend.stop());

describe('publisher A against publisher B', () => {
  it.each([
    ['GET', `/api/docs/users/${B}`, undefined],
    ['GET', `/api/docs/users/${B}/private/settings`, undefined],
    ['GET', `/api/docs/users/${B}/library_items/b-course`, undefined],
    ['PUT', `/api/docs/users/${B}/library_items/b-course`, { data: { title: 'hijacked' } }],
    ['PUT', `/api/docs/users/${B}`, { data: { name: 'hijacked' }, merge: true }],
    ['PATCH', `/api/docs/users/${B}/library_items/b-course`, { data: { title: 'hijacked' } }],
    ['DELETE', `/api/docs/users/${B}/library_items/b-course`, undefined],
    ['POST', `/api/docs/users/${B}/library_items`, { data: { title: 'planted' } }],
    ['POST', `/api/query/users/${B}/library_items`, {}],
    ['POST', '/api/query/users', {}],
    ['GET', `/api/listen/users/${B}/library_items`, undefined],
    ['PUT', `/api/docs/publishers/${B}`, { data: { name: 'hijacked' } }],
    ['PUT', '/api/docs/topics/sleep', { data: { name: 'x' } }],
    ['PUT', `/api/files/${B}/uploads/planted.png?category=image`, 'bytes'],
    ['DELETE', `/api/files/${B}/uploads/secret.png`, undefined],
    ['GET', `/api/files-url/${B}/uploads/secret.png`, undefined],
    ['GET', `/svc/users/api/v1/_admin/users/${B}/token`, undefined],
  ])('%s %s → 403 and no data', async (method, path, body) => {
    expect(await pick(server.call(method, path, { token: tokenA, ...(body === undefined ? {} : { body }) }))).toEqual(DENIED);
  });

  it("listing B's folder gives an empty list, not B's files", async () => {
    for (const prefix of [`${B}/uploads`, `/${B}/uploads/`, B]) {
      expect(await pick(server.call('GET', `/api/files?prefix=${encodeURIComponent(prefix)}`, { token: tokenA }))).toEqual({ status: 200, body: { items: [] } });
    }
  });

  it("a URL signed for B's file opens that file only, never another path", async () => {
    const ok = await fetch(urlOfB);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(png('b-secret'));
    const sig = new URL(urlOfB).searchParams.get('sig')!;
    for (const other of [`${A}/uploads/mine.png`, `${B}/uploads/other.png`]) {
      expect((await fetch(`${server.url}/files/${other}?sig=${sig}`)).status).toBe(403);
    }
    expect((await fetch(`${server.url}/files/${B}/uploads/secret.png`)).status).toBe(403);
    expect((await fetch(`${server.url}/files/${B}/uploads/secret.png?sig=${tokenB}`)).status).toBe(403);
  });

  it('public profiles are readable by anyone signed in', async () => {
    const { status, body } = await server.call('GET', `/api/docs/publishers/${A}`, { token: tokenB });
    expect(status).toBe(200);
    expect(body.data.username).toBe('demo.teacher');
  });

  it('a user may not grant themselves approval, bypass the username service or write their own library items', async () => {
    for (const data of [{ isApprovedPublisher: true }, { canHostLiveStream: true }, { username: 'sneaky' }]) {
      const field = Object.keys(data)[0];
      const refused = { status: 403, body: { message: expect.stringContaining(`The field "${field}" of users/${B} is not writable through the documents API`) } };
      expect(await pick(server.call('PUT', `/api/docs/users/${B}`, { token: tokenB, body: { data, merge: true } }))).toEqual(refused);
      expect(await pick(server.call('PATCH', `/api/docs/users/${B}`, { token: tokenB, body: { data } }))).toEqual(refused);
    }
    for (const status of ['PUBLISHED', 'DRAFT']) {
      const own = await server.call('PUT', `/api/docs/users/${B}/library_items/self-${status}`, { token: tokenB, body: { data: { title: 'x', status } } });
      expect(own).toMatchObject({ status: 403, body: { message: LIBRARY_ITEM_WRITE_MESSAGE } });
    }
    // Rewriting the same values (a whole-document merge) is no change and is fine; a new field is not free-form there.
    const same = await server.call('PUT', `/api/docs/users/${A}`, { token: tokenA, body: { data: { isApprovedPublisher: true, username: 'demo.teacher' }, merge: true } });
    expect(same.status).toBe(200);
    const added = await server.call('PUT', `/api/docs/users/${A}`, { token: tokenA, body: { data: { bio: 'x' }, merge: true } });
    expect(added.status).toBe(403);
  });

  it("B's data is untouched afterwards", async () => {
    const doc = await server.call('GET', `/api/docs/users/${B}/library_items/b-course`, { token: tokenB });
    expect(doc.body.data).toEqual({ title: 'B course', status: 'DRAFT' });
    const list = await server.call('GET', `/api/files?prefix=${B}/uploads`, { token: tokenB });
    expect(list.body.items.map((f: { name: string }) => f.name)).toEqual(['secret.png']);
    expect((await server.call('GET', `/api/docs/users/${B}`, { token: tokenB })).body.data.isApprovedPublisher).toBe(false);
  });
});

describe('admin', () => {
  it("reads and writes any user's documents and files, but writes library items only through the services", async () => {
    expect((await server.call('GET', `/api/docs/users/${B}/library_items/b-course`, { token: tokenAdmin })).status).toBe(200);
    const write = await server.call('PATCH', `/api/docs/users/${B}/library_items/b-course`, { token: tokenAdmin, body: { data: { status: 'PUBLISHED' } } });
    expect(write).toMatchObject({ status: 403, body: { message: LIBRARY_ITEM_WRITE_MESSAGE } });
    expect((await server.call('PUT', `/api/docs/users/${B}`, { token: tokenAdmin, body: { data: { canHostLiveStream: false }, merge: true } })).status).toBe(200);
    expect((await server.call('POST', `/api/query/users/${B}/library_items`, { token: tokenAdmin, body: {} })).body.docs).toHaveLength(1);
    expect((await server.call('PUT', '/api/docs/topics/sleep', { token: tokenAdmin, body: { data: { name: 'Sleep' } } })).status).toBe(200);
    const list = await server.call('GET', `/api/files?prefix=${B}/uploads`, { token: tokenAdmin });
    expect(list.body.items).toHaveLength(1);
    expect((await server.call('GET', `/api/files-url/${B}/uploads/secret.png`, { token: tokenAdmin })).status).toBe(200);
  });

  it('gets an impersonation token for a user, which signs in as that user', async () => {
    const { status, body } = await server.call('GET', `/svc/users/api/v1/_admin/users/${B}/token`, { token: tokenAdmin });
    expect(status).toBe(200);
    // Exchanged as the backend's browser does (the server's exchange call, or Firebase Auth), then used on the server.
    const idToken = await backend.exchangeCustomToken(body.data);
    expect((await server.call('GET', '/api/auth/me', { token: idToken })).body.user).toEqual({ uid: B, email: DEMO_NEW_USER.email, isAdmin: false });
    expect((await server.call('GET', `/svc/users/api/v1/_admin/users/nobody/token`, { token: tokenAdmin })).status).toBe(404);
  });
});
