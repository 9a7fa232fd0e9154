import Database from 'better-sqlite3';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { sampleFile } from '../fixtures/fileSamples';
import { rawRequest, startTestServer, type TestServer } from './testServer';

const U = DEMO_PUBLISHER.uid;
let server: TestServer;
let token: string;
let documentCount: number;
// The seed's own files (demo course images and audio): a refused upload must leave only these.
let seededFiles: string[];

const countDocuments = () => {
  const db = new Database(join(server.dataDir, 'db.sqlite'), { readonly: true });
  const n = (db.prepare('SELECT (SELECT COUNT(*) FROM documents) + (SELECT COUNT(*) FROM files) AS n').get() as { n: number }).n;
  db.close();
  return n;
};
const storedFiles = (): string[] => readdirSync(join(server.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
const leftoverTemp = () => readdirSync(join(server.dataDir, 'uploads-tmp'));

const put = (path: string, category: string, type: string | null, body: BodyInit) =>
  fetch(`${server.url}/api/files/${path}?category=${category}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
    body,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));

beforeAll(async () => {
  server = await startTestServer({ config: { audioMaxMb: 1 } });
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  documentCount = countDocuments();
  seededFiles = storedFiles();
});
afterAll(() => server.stop());

describe('uploads', () => {
  it('over the category cap → 413 with the spec message, nothing stored', async () => {
    const cases: Array<[string, string, number, string]> = [
      ['image', 'image/jpeg', 20_000_000, 'Please select a file smaller than 20MB'],
      ['accreditation', 'application/pdf', 5_000_001, 'File upload failed: Ensure your files are under 5MB in size.'],
      ['audio', 'audio/mpeg', 1_000_001, 'Max allowed file size is 1MB.'],
    ];
    for (const [category, type, size, message] of cases) {
      expect(await put(`${U}/uploads/big`, category, type, new Uint8Array(size))).toEqual({ status: 413, body: { message } });
    }
    // Streamed without Content-Length: counted as it arrives and cut off past the cap.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(sampleFile('audio/mpeg', 256_000));
      },
    });
    const streamed = await fetch(`${server.url}/api/files/${U}/uploads/stream.mp3?category=audio`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/mpeg' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(storedFiles()).toEqual(seededFiles);
    expect(leftoverTemp()).toEqual([]);
  });

  it('a declared Content-Length over the cap is refused before the body is read', async () => {
    const answer = await rawRequest(server.url, 'PUT', `/api/files/${U}/uploads/v.mp4?category=promoVideo`, {
      authorization: `Bearer ${token}`,
      'content-type': 'video/mp4',
      'content-length': '100000001',
    }, 'x'.repeat(1000));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Max allowed file size is 100MB.' });
    expect(storedFiles()).toEqual(seededFiles);
  });

  it('exactly at the cap is accepted', async () => {
    const ok = await put(`${U}/uploads/exact.mp3`, 'audio', 'audio/mpeg', sampleFile('audio/mpeg', 1_000_000));
    expect(ok).toMatchObject({ status: 201, body: { name: 'exact.mp3', size: 1_000_000, contentType: 'audio/mpeg' } });
    expect((await server.call('DELETE', `/api/files/${U}/uploads/exact.mp3`, { token })).status).toBe(204);
  });

  it('wrong types → 415, unknown category → 400, nothing stored', async () => {
    const cases: Array<[string, string | null, string]> = [
      ['image', 'image/gif', 'Images must be JPEG or PNG files.'],
      ['image', null, 'Images must be JPEG or PNG files.'],
      ['audio', 'audio/wav', 'Audio must be a valid MP3 file.'],
      ['promoVideo', 'video/quicktime', 'Videos must be MP4 files.'],
      ['accreditation', 'text/plain', 'Accreditation files must be PDF, JPEG or PNG files.'],
    ];
    for (const [category, type, message] of cases) {
      expect(await put(`${U}/uploads/f`, category, type, 'bytes')).toEqual({ status: 415, body: { message } });
    }
    expect(await put(`${U}/uploads/f`, 'spreadsheet', 'text/csv', 'a,b')).toEqual({ status: 400, body: { message: 'Unknown file category: spreadsheet' } });
    expect(storedFiles()).toEqual(seededFiles);
  });

  it('an interrupted upload leaves nothing behind', async () => {
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const req = request({
        hostname,
        port,
        method: 'PUT',
        path: `/api/files/${U}/uploads/cut.png?category=image`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'content-length': '500000' },
      });
      req.on('error', () => resolve());
      req.write(sampleFile('image/png', 100_000));
      setTimeout(() => req.destroy(), 100);
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(storedFiles()).toEqual(seededFiles);
    expect(leftoverTemp()).toEqual([]);
  });

  it.each([
    ['..', `/api/files/${U}/../x.png`],
    ['encoded ..', `/api/files/${U}/%2e%2e/%2E%2E/x.png`],
    ['encoded slash', `/api/files/${U}/uploads/..%2F..%2Fx.png`],
    ['backslash', `/api/files/${U}/uploads/..\\..\\x.png`],
    ['encoded backslash', `/api/files/${U}/uploads/a%5Cb.png`],
    ['NUL', `/api/files/${U}/uploads/a%00.png`],
    ['empty segment', `/api/files/${U}//x.png`],
    ['dot segment', `/api/files/${U}/./x.png`],
    ['bad escape', `/api/files/${U}/%E0%A4%A.png`],
  ])('file name with %s → 400 Invalid file path on upload, delete and URL', async (_kind, path) => {
    const auth = { authorization: `Bearer ${token}` };
    const upload = await rawRequest(server.url, 'PUT', `${path}?category=image`, { ...auth, 'content-type': 'image/png' }, 'x');
    expect(upload).toEqual({ status: 400, body: JSON.stringify({ message: 'Invalid file path' }) });
    expect((await rawRequest(server.url, 'DELETE', path, auth)).status).toBe(400);
    expect((await rawRequest(server.url, 'GET', path.replace('/api/files/', '/api/files-url/'), auth)).status).toBe(400);
    expect(storedFiles()).toEqual(seededFiles);
  });

  it('a list prefix that climbs out is refused', async () => {
    for (const prefix of [`${U}/../demo-admin`, `${U}/uploads/..`, `${U}\\..`]) {
      const { status, body } = await server.call('GET', `/api/files?prefix=${encodeURIComponent(prefix)}`, { token });
      expect({ status, body }).toEqual({ status: 400, body: { message: 'Invalid file path' } });
    }
  });
});

describe('JSON bodies, queries and paths', () => {
  it.each([
    ['malformed JSON', 'PUT', `/api/docs/users/${U}`, '{"data": {', 400, 'Malformed JSON body'],
    ['malformed JSON on sign-in', 'POST', '/api/v1/session_verify', '{email:', 400, 'Malformed JSON body'],
    ['an array body', 'PUT', `/api/docs/users/${U}`, '[1,2]', 400, 'The request body must be a JSON object'],
    ['data not an object', 'PUT', `/api/docs/users/${U}`, '{"data": [1]}', 400, '"data" must be a JSON object'],
    ['merge not boolean', 'PUT', `/api/docs/users/${U}`, '{"data": {}, "merge": "yes"}', 400, '"merge" must be true or false'],
    ['empty field in update', 'PATCH', `/api/docs/users/${U}`, '{"data": {"a..b": 1}}', 400, 'Invalid field path in update: "a..b"'],
    ['update of a missing document', 'PATCH', `/api/docs/users/${U}/notes/none`, '{"data": {"a": 1}}', 404, `No document to update: users/${U}/notes/none`],
    ['a huge body', 'PUT', `/api/docs/users/${U}`, JSON.stringify({ data: { x: 'a'.repeat(1_100_000) } }), 413, 'Request body too large'],
  ])('%s → clear 4xx', async (_kind, method, path, body, status, message) => {
    expect(await server.call(method, path, { token, body })).toMatchObject({ status, body: { message } });
  });

  it.each([
    [{ where: 'status == DRAFT' }, 'Invalid query: where must be a list of [field, op, value]'],
    [{ where: [['status', 'like', 'D%']] }, 'Invalid query: unknown operator "like"'],
    [{ where: [['status', '==']] }, 'Invalid query: each where clause is [field, op, value]'],
    [{ where: [['$.status', '==', 'x']] }, 'Invalid query: field names are letters, digits, "_" or "-", dotted for nested fields (got "$.status")'],
    [{ where: [["a') OR 1=1 --", '==', 'x']] }, `Invalid query: field names are letters, digits, "_" or "-", dotted for nested fields (got "a') OR 1=1 --")`],
    [{ where: [['days', '<', true]] }, 'Invalid query: "days" < needs a string or a number'],
    [{ where: [['tags', 'array-contains', { a: 1 }]] }, 'Invalid query: the value for "tags" array-contains must be a string, number, boolean or null'],
    [{ where: [['status', 'in', 'DRAFT']] }, 'Invalid query: "in" on "status" needs a list of 1 to 30 plain values'],
    [{ orderBy: [['title', 'up']] }, 'Invalid query: orderBy direction must be "asc" or "desc"'],
    [{ limit: '10' }, 'Invalid query: limit must be a whole number from 0 to 10000'],
    [{ limit: 1.5 }, 'Invalid query: limit must be a whole number from 0 to 10000'],
    [{ offset: -1 }, 'Invalid query: offset must be a whole number from 0 to 10000'],
    [{ select: ['title'] }, 'Invalid query: unknown key "select"'],
  ])('query %j → 400 %s', async (query, message) => {
    expect(await server.call('POST', `/api/query/users/${U}/library_items`, { token, body: query })).toMatchObject({ status: 400, body: { message } });
    const listen = await server.call('GET', `/api/listen/users/${U}/library_items?q=${encodeURIComponent(JSON.stringify(query))}`, { token });
    expect(listen).toMatchObject({ status: 400, body: { message } });
  });

  it.each([
    ['GET', '/api/docs/secrets/x', 400, 'Unknown path: secrets/x'],
    ['POST', '/api/query/secrets', 400, 'Unknown path: secrets'],
    ['GET', `/api/docs/users/${U}/library_items`, 400, 'Invalid document path: a document path has an even number of segments'],
    ['POST', `/api/query/users/${U}`, 400, 'Invalid collection path: a collection path has an odd number of segments'],
    ['GET', `/api/docs/users//x`, 400, 'Invalid document path: empty segment'],
    ['GET', `/api/docs/users/a%2Fb`, 400, 'Invalid document path: a segment contains "/"'],
    ['GET', `/api/docs/users/${U}/library_items/nope`, 404, `Document not found: users/${U}/library_items/nope`],
    ['GET', '/api/listen/users/x/library_items?q=%7Bnot-json', 403, 'Permission denied'],
    ['GET', `/api/listen/users/${U}/library_items?q=%7Bnot-json`, 400, 'Invalid query: "q" must be URL-encoded JSON'],
    ['GET', '/api/nope', 404, 'Not found: GET /api/nope'],
    ['GET', '/svc/nope/api/v1/x', 404, 'Not found: GET /svc/nope/api/v1/x'],
    ['POST', `/api/docs/users/${U}`, 400, 'Invalid collection path: a collection path has an odd number of segments'],
    ['PUT', '/api/auth/me', 405, 'Method not allowed'],
  ])('%s %s → %i %s', async (method, path, status, message) => {
    const { status: got, body } = await rawRequest(server.url, method, path, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, method === 'GET' ? undefined : '{"data":{}}');
    expect({ got, body: JSON.parse(body) }).toEqual({ got: status, body: { message } });
  });

  it('refuses documents nested deeper than 100 levels', async () => {
    let data: unknown = 'leaf';
    for (let i = 0; i < 101; i++) data = { d: data };
    const answer = await server.call('PUT', `/api/docs/users/${U}/deep/x`, { token, body: { data } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Document data is nested too deeply (at most 100 levels)' } });
  });

  it('answers only to loopback host names (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'evil.example:4173', '127.0.0.1.evil.example']) {
      const answer = await rawRequest(server.url, 'POST', '/api/v1/session_verify', { host, 'content-type': 'application/json' }, JSON.stringify({ email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password }));
      expect(answer).toEqual({ status: 403, body: JSON.stringify({ message: 'Unknown host: open the dashboard at 127.0.0.1 or localhost' }) });
    }
    for (const host of ['localhost:1234', '127.0.0.1', '[::1]:80']) {
      expect((await rawRequest(server.url, 'GET', '/api/auth/me', { host, authorization: `Bearer ${token}` })).status).toBe(200);
    }
  });

  it('no refused request stored anything, and the server still answers', async () => {
    expect(countDocuments()).toBe(documentCount);
    expect(storedFiles()).toEqual(seededFiles);
    expect(server.logs.filter((l) => l.startsWith('500'))).toEqual([]);
    expect((await server.call('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
