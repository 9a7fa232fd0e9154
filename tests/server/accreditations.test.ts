import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../src/server/db/DocumentStore';
import { openDatabase } from '../../src/server/db/openDatabase';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { sampleFile } from '../fixtures/fileSamples';
import { startTestServer, type TestServer } from './testServer';

// Spec 1 §7 'Accreditations: list, upload, delete, preview URL per user and category', with the rules of
// schemas/common/accreditation.schema.json (§3 categories, §5 item id and under 5 MB, §8 messages).

const U = DEMO_PUBLISHER.uid;
const BASE = '/svc/teacherDashboard/api/v1/publishers/accreditations';
const TOO_LARGE = 'File upload failed: Ensure your files are under 5MB in size.';
const TRACK = 'course-calm-mornings';
let server: TestServer;
let token: string;
let otherToken: string;

const put = (path: string, body: Uint8Array<ArrayBuffer>, type = 'application/pdf', as = token) =>
  fetch(`${server.url}${BASE}/${path}`, { method: 'PUT', headers: { authorization: `Bearer ${as}`, 'content-type': type }, body }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { message?: string; data?: unknown },
  }));
const stored = (path: string) => existsSync(join(server.dataDir, 'files', path));

beforeAll(async () => {
  server = await startTestServer();
  [token, otherToken] = await Promise.all([server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password), server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)]);
  // A second publisher (the admin with a username; accreditation calls give admins nothing more) and a retreat of the first.
  await server.call('PUT', `/api/docs/users/${DEMO_ADMIN.uid}`, { token: otherToken, body: { data: { username: 'second_publisher' }, merge: true } });
  const db = openDatabase(server.dataDir);
  await new SqliteDocumentStore(db).set(`users/${U}/retreats/retreat-1`, { title: 'Retreat', status: 'DRAFT' });
  db.close();
});
afterAll(() => server.stop());

describe('accreditation calls', () => {
  it('uploads, lists, previews and deletes a file of a category without an item', async () => {
    const uploaded = await put('yoga/files/certificate.pdf', sampleFile('application/pdf', 2048));
    expect(uploaded).toEqual({ status: 201, body: { data: { category: 'yoga', fileName: 'certificate.pdf', remoteFile: `${U}/uploads/accreditations/yoga/certificate.pdf` } } });
    const listed = await server.call('GET', `${BASE}?category=yoga`, { token });
    expect(listed).toMatchObject({ status: 200, body: { data: [{ category: 'yoga', fileName: 'certificate.pdf' }] } });
    const preview = await server.call('GET', `${BASE}/yoga/files/certificate.pdf/url`, { token });
    expect(preview.status).toBe(200);
    const file = await fetch(preview.body.data.url as string);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(2048);
    expect(await server.call('DELETE', `${BASE}/yoga/files/certificate.pdf`, { token })).toMatchObject({ status: 200, body: { data: { deleted: true } } });
    expect((await server.call('GET', `${BASE}?category=yoga`, { token })).body.data).toEqual([]);
    expect(await server.call('DELETE', `${BASE}/yoga/files/certificate.pdf`, { token })).toMatchObject({ status: 404 });
  });

  it('refuses a file of 5 MB or more with the spec message and keeps nothing', async () => {
    expect(await put('teacher/files/big.pdf', sampleFile('application/pdf', 5_000_000))).toEqual({ status: 413, body: { message: TOO_LARGE } });
    expect(stored(`${U}/uploads/accreditations/teacher/big.pdf`)).toBe(false);
    expect(await put('teacher/files/almost.pdf', sampleFile('application/pdf', 4_999_999))).toMatchObject({ status: 201 });
  });

  it('refuses an unknown category and a type other than PDF, JPEG or PNG', async () => {
    expect(await put('diploma/files/a.pdf', sampleFile('application/pdf'))).toEqual({ status: 400, body: { message: 'Unknown accreditation category' } });
    expect(await server.call('GET', `${BASE}?category=diploma`, { token })).toMatchObject({ status: 400, body: { message: 'Unknown accreditation category' } });
    expect(await put('phd/files/a.mp3', sampleFile('audio/mpeg'), 'audio/mpeg')).toEqual({ status: 400, body: { message: 'Accreditation files must be PDF, JPEG or PNG files.' } });
    // Declared a PDF, but the bytes are a PNG-less page of HTML: judged by the bytes.
    expect((await put('phd/files/a.pdf', new TextEncoder().encode('<html><script>alert(1)</script></html>'))).status).toBe(415);
  });

  it('needs an item id for copyright and the retreat certificates, naming an item of the caller', async () => {
    const needsItem = { status: 400, body: { message: 'An item id is required for this accreditation category' } };
    expect(await put('copyright/files/proof.pdf', sampleFile('application/pdf'))).toEqual(needsItem);
    expect(await put('retreat_insurance_certificates/files/cert.pdf', sampleFile('application/pdf'))).toEqual(needsItem);
    expect(await put('retreat_liability_certificates/files/cert.pdf', sampleFile('application/pdf'))).toEqual(needsItem);
    expect(await put(`copyright/files/proof.pdf?item_id=no-such-track`, sampleFile('application/pdf'))).toEqual({ status: 404, body: { message: 'Item not found' } });
    // A retreat id is not a track: each category looks in its own collection.
    expect((await put(`copyright/files/proof.pdf?item_id=retreat-1`, sampleFile('application/pdf'))).status).toBe(404);
    expect(await put(`copyright/files/proof.pdf?item_id=${TRACK}`, sampleFile('application/pdf'))).toMatchObject({
      status: 201,
      body: { data: { remoteFile: `${U}/uploads/accreditations/copyright/${TRACK}/proof.pdf` } },
    });
    expect(await put(`retreat_liability_certificates/files/cert.png?item_id=retreat-1`, sampleFile('image/png'), 'image/png')).toMatchObject({ status: 201 });
    expect((await server.call('GET', `${BASE}?category=copyright&item_id=${TRACK}`, { token })).body.data).toEqual([
      { category: 'copyright', fileName: 'proof.pdf', remoteFile: `${U}/uploads/accreditations/copyright/${TRACK}/proof.pdf` },
    ]);
  });

  it("never reaches another publisher's files or items", async () => {
    await put('phd/files/mine.pdf', sampleFile('application/pdf'));
    // The other publisher sees their own (empty) folder, and cannot name the first one's track or retreat.
    expect((await server.call('GET', `${BASE}?category=phd`, { token: otherToken })).body.data).toEqual([]);
    expect(await server.call('GET', `${BASE}/phd/files/mine.pdf/url`, { token: otherToken })).toMatchObject({ status: 404 });
    expect(await server.call('DELETE', `${BASE}/phd/files/mine.pdf`, { token: otherToken })).toMatchObject({ status: 404 });
    expect(await put(`copyright/files/x.pdf?item_id=${TRACK}`, sampleFile('application/pdf'), 'application/pdf', otherToken)).toEqual({ status: 404, body: { message: 'Item not found' } });
    expect(await server.call('GET', `${BASE}?category=copyright&item_id=${TRACK}`, { token: otherToken })).toMatchObject({ status: 404 });
    expect(stored(`${U}/uploads/accreditations/phd/mine.pdf`)).toBe(true);
  });

  it('refuses names that leave the folder and writes around the calls through the files API', async () => {
    expect(await put('phd/files/a%5Cb.pdf', sampleFile('application/pdf'))).toEqual({ status: 400, body: { message: 'Invalid file name' } });
    expect((await put('phd/files/a%2Fb.pdf', sampleFile('application/pdf'))).status).toBe(400);
    const direct = await fetch(`${server.url}/api/files/${U}/uploads/accreditations/phd/big.pdf?category=other`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      body: sampleFile('application/pdf', 6_000_000),
    });
    expect(direct.status).toBe(403);
    expect((await server.call('DELETE', `/api/files/${U}/uploads/accreditations/phd/mine.pdf`, { token })).status).toBe(403);
    expect(stored(`${U}/uploads/accreditations/phd/big.pdf`)).toBe(false);
  });

  it('answers a caller without a token with 401', async () => {
    expect((await server.call('GET', `${BASE}?category=yoga`)).status).toBe(401);
  });
});
