import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

const U = DEMO_PUBLISHER.uid;
const COL = `users/${U}/notes`;
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  const notes = [
    { id: 'a', data: { title: 'Alpha', n: 3, tags: ['calm', 'sleep'], meta: { level: 'beginner' }, done: true, extra: null } },
    { id: 'b', data: { title: 'Beta', n: 1, tags: ['focus'], meta: { level: 'advanced' }, done: false } },
    { id: 'c', data: { title: 'Gamma', n: 2, tags: [], meta: { level: 'beginner' }, done: true } },
    { id: 'd', data: { title: 'Delta', n: '2', tags: 'calm' } },
  ];
  for (const note of notes) await server.call('PUT', `/api/docs/${COL}/${note.id}`, { token, body: { data: note.data } });
});
afterAll(() => server.stop());

const ids = async (query: unknown) => {
  const { status, body } = await server.call('POST', `/api/query/${COL}`, { token, body: query });
  expect(status).toBe(200);
  return body.docs.map((d: { id: string }) => d.id);
};

describe('documents', () => {
  it('set replaces, merge deep-merges (arrays replaced), update sets dotted fields', async () => {
    const path = `/api/docs/${COL}/x`;
    await server.call('PUT', path, { token, body: { data: { a: 1, nested: { keep: true, list: [1, 2] } } } });
    const merged = await server.call('PUT', path, { token, body: { data: { nested: { list: [3], added: 'y' } }, merge: true } });
    expect(merged.body).toEqual({ id: 'x', path: `${COL}/x`, data: { a: 1, nested: { keep: true, list: [3], added: 'y' } } });
    const updated = await server.call('PATCH', path, { token, body: { data: { 'nested.keep': false, 'deep.new.field': 1, a: 2 } } });
    expect(updated.body.data).toEqual({ a: 2, nested: { keep: false, list: [3], added: 'y' }, deep: { new: { field: 1 } } });
    const replaced = await server.call('PUT', path, { token, body: { data: { only: 'this' } } });
    expect(replaced.body.data).toEqual({ only: 'this' });
    expect((await server.call('DELETE', path, { token })).status).toBe(204);
    expect((await server.call('GET', path, { token })).status).toBe(404);
  });

  it('add generates a 20-character id', async () => {
    const { status, body } = await server.call('POST', `/api/docs/${COL}`, { token, body: { data: { title: 'Added' } } });
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await server.call('GET', `/api/docs/${body.path}`, { token })).body.data).toEqual({ title: 'Added' });
    await server.call('DELETE', `/api/docs/${body.path}`, { token });
  });

  it('where compares only values of the same type, on top-level and dotted fields', async () => {
    expect(await ids({ where: [['n', '==', 2]] })).toEqual(['c']);
    expect(await ids({ where: [['n', '==', '2']] })).toEqual(['d']);
    expect(await ids({ where: [['n', '>=', 2]] })).toEqual(['a', 'c']);
    expect(await ids({ where: [['n', '<', 3], ['n', '>', 0]] })).toEqual(['b', 'c']);
    expect(await ids({ where: [['n', '!=', 1]] })).toEqual(['a', 'c', 'd']);
    expect(await ids({ where: [['meta.level', '==', 'beginner']] })).toEqual(['a', 'c']);
    expect(await ids({ where: [['done', '==', true]] })).toEqual(['a', 'c']);
    expect(await ids({ where: [['done', '==', 1]] })).toEqual([]);
    expect(await ids({ where: [['extra', '==', null]] })).toEqual(['a']);
    expect(await ids({ where: [['title', 'in', ['Beta', 'Delta', 'Omega']]] })).toEqual(['b', 'd']);
    expect(await ids({ where: [['tags', 'array-contains', 'calm']] })).toEqual(['a']);
    expect(await ids({ where: [['title', '>', 'C']] })).toEqual(['c', 'd']);
  });

  it('orderBy, limit and offset; ordering leaves out documents without the field', async () => {
    expect(await ids({ orderBy: [['title', 'desc']] })).toEqual(['c', 'd', 'b', 'a']);
    expect(await ids({ orderBy: [['meta.level', 'asc'], ['title', 'desc']] })).toEqual(['b', 'c', 'a']);
    expect(await ids({ orderBy: [['title', 'asc']], limit: 2, offset: 1 })).toEqual(['b', 'd']);
    expect(await ids({ limit: 0 })).toEqual([]);
  });

  it('queries see only the collection itself, not sub-collections', async () => {
    await server.call('PUT', `/api/docs/${COL}/a/children/z`, { token, body: { data: { title: 'Child' } } });
    expect(await ids({})).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('live queries over Server-Sent Events', () => {
  it('pushes the result at once and after each committed write in the collection', async () => {
    const q = encodeURIComponent(JSON.stringify({ where: [['done', '==', true]], orderBy: [['title', 'asc']] }));
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/listen/${COL}?q=${q}&access_token=${token}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async (): Promise<string[]> => {
      while (!buffer.includes('\n\n')) buffer += (await reader.read()).value ?? '';
      const [event, ...rest] = buffer.split('\n\n');
      buffer = rest.join('\n\n');
      const line = event!.split('\n').find((l) => l.startsWith('data: '))!;
      return JSON.parse(line.slice(6)).docs.map((d: { id: string }) => d.id);
    };
    expect(await nextEvent()).toEqual(['a', 'c']);
    await server.call('PATCH', `/api/docs/${COL}/b`, { token, body: { data: { done: true } } });
    expect(await nextEvent()).toEqual(['a', 'b', 'c']);
    // A write elsewhere, or one that leaves the result as it was, sends nothing; the next real change does.
    await server.call('PUT', `/api/docs/users/${U}/other/x`, { token, body: { data: { done: true } } });
    await server.call('PATCH', `/api/docs/${COL}/d`, { token, body: { data: { n: 5 } } });
    await server.call('DELETE', `/api/docs/${COL}/a`, { token });
    expect(await nextEvent()).toEqual(['b', 'c']);
    controller.abort();
  });
});
