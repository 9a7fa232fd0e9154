import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_CO_HOST } from '../../src/domain/retreats/retreatHooks';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { CO_HOST_READ_ONLY } from '../../src/server/services/retreats/retreatOwner';
import { RETREAT_WRITE_MESSAGE } from '../../src/server/services/retreats/retreatsWriteGuard';
import { VALID, type RetreatStep } from './retreatRuleTable';
import { sampleFile } from '../fixtures/fileSamples';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

// The retreat calls end to end on a real server: a whole retreat saved step by step and submitted (payment
// product and custom-amount price), the status machine as the server applies it, ownership and attacks.
const TD = '/svc/teacherDashboard/api/v1/publishers';
const A = DEMO_PUBLISHER.uid;
const B = DEMO_NEW_USER.uid;
const TEST_ENV = { 'X-Test-Environment': 'true' };
const OPTIONS = VALID['venue-and-accommodation'].accommodation_options as Array<Record<string, unknown>>;
const STEPS = (Object.keys(VALID) as RetreatStep[]).filter((k) => k !== 'review-and-submit');

let backend: ServiceBackend;
let server: TestServer;
let tokenA: string;
let tokenB: string;
let tokenAdmin: string;
let store: DocumentStore;

const stepPath = (id: string, key: RetreatStep, owner?: string) => `${TD}/wizards/retreat/items/${id}/steps/${key}${owner ? `?user_id=${owner}` : ''}`;

/** A whole retreat of A's: every step saved with the table's valid data, its two options stored. */
async function buildRetreat(id: string, token = tokenA) {
  expect((await server.call('PUT', stepPath(id, 'info'), { token, body: VALID.info })).status).toBe(201);
  for (const option of OPTIONS) expect((await server.call('PATCH', `${TD}/shop-products/${id}/accommodation`, { token, body: option })).status).toBe(200);
  for (const key of STEPS) expect([key, (await server.call('PUT', stepPath(id, key), { token, body: VALID[key] })).status]).toEqual([key, 200]);
}
const submit = (id: string, token = tokenA, owner?: string) =>
  server.call('POST', `${TD}/retreats/${id}/submit${owner ? `?user_id=${owner}` : ''}`, { token, body: { permission_granted: true }, headers: TEST_ENV });
const review = (id: string, outcome: string, token = tokenAdmin) => server.call('POST', '/svc/teacherDashboard/api/v1/_admin/retreats/review', { token, body: { user_id: A, retreat_id: id, outcome } });
const statusOf = async (id: string) => (await store.get(`users/${A}/retreats/${id}`))?.data.status;

beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend();
  ({ server, store } = backend);
  [tokenA, tokenB, tokenAdmin] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
  ]);
  // B becomes a second publisher (a username is what content writes need).
  await store.set(`users/${B}`, { username: 'second.teacher', name: 'Second Teacher' }, true);
  await store.set(`publishers/${B}`, { id: B, name: 'Second Teacher', username: 'second.teacher' });
}, 120_000);
afterAll(() => backend.stop());

describe('submit: payment product with a custom-amount price, stripe_refs, submitted_at, PENDING', { timeout: 30_000 }, () => {
  it('submits a whole retreat and the product and its price exist at the payment service', async () => {
    await buildRetreat('whole');
    const { status, body } = await submit('whole');
    expect(status).toBe(200);
    expect(body.data.status).toBe('PENDING');
    const stored = (await store.get(`users/${A}/retreats/whole`))!.data;
    expect(stored.submitted_at).toEqual(expect.objectContaining({ epoch: expect.any(Number) }));
    const { product_id, price_id } = stored.stripe_refs as { product_id: string; price_id: string };
    expect(product_id).toMatch(/^prod_/);
    const product = await server.call('GET', `/svc/payment/api/v1/products/${product_id}`, { token: tokenA });
    expect(product.body).toEqual(expect.objectContaining({ name: VALID.info.title, description: VALID.details.details, livemode: false, active: true }));
    const prices = await server.call('GET', `/svc/payment/api/v1/prices?product=${product_id}`, { token: tokenA });
    expect(prices.body.data).toEqual([expect.objectContaining({ id: price_id, active: true, currency: 'usd', unit_amount: null, custom_unit_amount: expect.objectContaining({ enabled: true }) })]);
    // Another publisher cannot see the product.
    expect((await server.call('GET', `/svc/payment/api/v1/products/${product_id}`, { token: tokenB })).status).toBe(404);
  });

  it('a second submit updates the same product and keeps its one active price', async () => {
    await server.call('PUT', stepPath('whole', 'info'), { token: tokenA, body: { ...VALID.info, title: 'Silent Forest, renamed' } });
    expect((await submit('whole')).status).toBe(200);
    const { product_id } = (await store.get(`users/${A}/retreats/whole`))!.data.stripe_refs as { product_id: string };
    expect((await server.call('GET', `/svc/payment/api/v1/products/${product_id}`, { token: tokenA })).body.name).toBe('Silent Forest, renamed');
    expect((await server.call('GET', `/svc/payment/api/v1/prices?product=${product_id}`, { token: tokenA })).body.data).toHaveLength(1);
  });

  it("refuses 'Invalid Retreat Size' when the stored options allocate more than the size", async () => {
    await buildRetreat('too-small');
    // Options are saved one by one: a third one takes the allocation (4 + 4 + 4) past the size of 12 only on submit.
    await server.call('PATCH', `${TD}/shop-products/too-small/accommodation`, { token: tokenA, body: { ...OPTIONS[0], name: 'Third room', number_of_rooms: 3 } });
    const { status, body } = await submit('too-small');
    expect(status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ title: 'Invalid Retreat Size', message: 'The entered size is invalid. It cannot be less than the allocated occupancy.' }));
    expect(await statusOf('too-small')).toBe('DRAFT');
    expect((await store.get(`users/${A}/retreats/too-small`))!.data.stripe_refs).toBeUndefined();
  });

  it('refuses an incomplete retreat with the first missing step and stores nothing', async () => {
    expect((await server.call('PUT', stepPath('half', 'info'), { token: tokenA, body: VALID.info })).status).toBe(201);
    const { status, body } = await submit('half');
    expect(status).toBe(400);
    expect(body.errors.map((e: { step: string }) => e.step)).toContain('terms-and-conditions');
    expect(await statusOf('half')).toBe('DRAFT');
  });
});

describe('accommodation options: save, stats, order, delete, and NOT_INCLUDED clears them', { timeout: 30_000 }, () => {
  it('saves options with derived tickets and prices, answers stats, and refuses a bad option with its message', async () => {
    await buildRetreat('rooms');
    const stats = await server.call('GET', `/svc/payment/api/v1/shop_products/rooms/retreat/accommodation-options/stats`, { token: tokenA });
    expect(stats.body.data).toEqual([
      expect.objectContaining({ name: 'Garden room', accommodation_option_type: 'PRIVATE_ROOM', number_of_sales: 0 }),
      expect.objectContaining({ name: 'Shared cabin', accommodation_option_type: 'SHARED_ROOM', number_of_sales: 0 }),
    ]);
    const stored = await store.query(`users/${A}/retreats/rooms/accommodation_options`, { orderBy: [['position', 'asc']] });
    expect(stored.map((o) => o.data.number_of_tickets_for_sale)).toEqual([4, 4]);
    expect(stored[0]!.data.prices).toEqual([{ currency: 'USD', price: 1800, type: 'PER_ROOM' }, { currency: 'USD', price: 1200, type: 'PER_PERSON' }]);
    const bad = await server.call('PATCH', `${TD}/shop-products/rooms/accommodation`, { token: tokenA, body: { ...OPTIONS[0], price: 90000 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ pointer: '/price', message: 'Price cannot exceed 80000' }));
    const order = stored.map((o) => ({ id: o.id })).reverse();
    expect((await server.call('PUT', `${TD}/shop-products/rooms/accommodation/order`, { token: tokenA, body: { order } })).status).toBe(204);
    const read = await server.call('GET', `${TD}/retreats/rooms`, { token: tokenA });
    expect(read.body.data.data.accommodation_options.map((o: { name: string }) => o.name)).toEqual(['Shared cabin', 'Garden room']);
    expect((await server.call('DELETE', `${TD}/shop-products/rooms/accommodation/${stored[0]!.id}`, { token: tokenA })).status).toBe(204);
    expect(await store.query(`users/${A}/retreats/rooms/accommodation_options`, {})).toHaveLength(1);
  });

  it('deleting an option empties its image folder, and the image-folder call removes folders of options that are gone', async () => {
    const folder = (optionId: string) => `${A}/uploads/marketplace/shop/products/rooms/accommodations/${optionId}`;
    const upload = (path: string) =>
      fetch(`${server.url}/api/files/${path}?category=image`, { method: 'PUT', headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'image/png' }, body: sampleFile('image/png', 64) });
    const [kept] = await store.query(`users/${A}/retreats/rooms/accommodation_options`, {});
    expect((await upload(`${folder(kept!.id)}/original.jpeg`)).status).toBe(201);
    expect((await upload(`${folder('gone-option')}/original.jpeg`)).status).toBe(201);
    const cleaned = await server.call('DELETE', `${TD}/shop-products/rooms/accommodation-images`, { token: tokenA });
    expect(cleaned.body.data).toEqual({ removed_files: 1 });
    const listed = async (optionId: string) => (await server.call('GET', `/api/files?prefix=${folder(optionId)}`, { token: tokenA })).body.items.length;
    expect([await listed(kept!.id), await listed('gone-option')]).toEqual([1, 0]);
    expect((await server.call('DELETE', `${TD}/shop-products/rooms/accommodation/${kept!.id}`, { token: tokenA })).status).toBe(204);
    expect(await listed(kept!.id)).toBe(0);
    // Put the option back for the next test.
    expect((await server.call('PATCH', `${TD}/shop-products/rooms/accommodation`, { token: tokenA, body: OPTIONS[1] })).status).toBe(200);
  });

  it('an option created under the key its editor stored its images with leaves no file behind once deleted', async () => {
    // The browser's editor uploads each image of a new option to accommodations/{itemKey}/{image}/… and then
    // creates the option with that key as its id (src/features/retreats/wizard/retreatAccommodationsCollection.ts).
    const key = 'new-m3k9a0-4f7q2x-1';
    const folder = `${A}/uploads/marketplace/shop/products/rooms/accommodations/${key}`;
    const upload = (path: string) =>
      fetch(`${server.url}/api/files/${path}?category=image`, { method: 'PUT', headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'image/png' }, body: sampleFile('image/png', 64) });
    for (const name of ['img-a/original.jpeg', 'img-a/square.jpeg', 'img-b/original.jpeg']) expect((await upload(`${folder}/${name}`)).status).toBe(201);
    const image = { fileName: 'room.jpeg', mime: 'image/jpeg', bytes: 2_000_000, width: 1600, height: 1600, remoteFile: `${folder}/img-a/original.jpeg` };
    const saved = await server.call('PATCH', `${TD}/shop-products/rooms/accommodation`, { token: tokenA, body: { ...OPTIONS[0], name: 'Loft', number_of_rooms: 1, id: key, image_paths: [image] } });
    expect([saved.status, saved.body.data?.id]).toEqual([200, key]);
    // The files call lists one folder: each image's folder under the option's.
    const inFolder = async (sub: string) => (await server.call('GET', `/api/files?prefix=${folder}/${sub}`, { token: tokenA })).body.items.length as number;
    const listed = async () => (await inFolder('img-a')) + (await inFolder('img-b'));
    expect(await listed()).toBe(3);
    expect((await server.call('DELETE', `${TD}/shop-products/rooms/accommodation/${key}`, { token: tokenA })).status).toBe(204);
    expect(await listed()).toBe(0);
    expect(await store.get(`users/${A}/retreats/rooms/accommodation_options/${key}`)).toBeNull();
  });

  it('a venue step saved as NOT_INCLUDED deletes the stored options', async () => {
    const body = { ...VALID['venue-and-accommodation'], accommodation_option: 'NOT_INCLUDED', accommodation_options: [] };
    delete (body as Record<string, unknown>).accommodation_description;
    delete (body as Record<string, unknown>).is_price_same_across_all_platforms;
    const saved = await server.call('PUT', stepPath('rooms', 'venue-and-accommodation'), { token: tokenA, body });
    expect([saved.status, saved.body.errors]).toEqual([200, undefined]);
    expect(await store.query(`users/${A}/retreats/rooms/accommodation_options`, {})).toHaveLength(0);
  });
});

describe('the retreat status machine as the server applies it', { timeout: 30_000 }, () => {
  it('PENDING → APPROVED by an admin; a publisher cannot review', async () => {
    expect((await review('whole', 'APPROVE', tokenA)).status).toBe(403);
    expect((await review('whole', 'APPROVE')).body.data.status).toBe('APPROVED');
  });

  it("a publisher's save sends an APPROVED retreat without sales back to DRAFT; an admin's keeps APPROVED", async () => {
    expect((await server.call('PUT', stepPath('whole', 'details', A), { token: tokenAdmin, body: VALID.details })).status).toBe(200);
    expect(await statusOf('whole')).toBe('APPROVED');
    expect((await server.call('PUT', stepPath('whole', 'details'), { token: tokenA, body: VALID.details })).status).toBe(200);
    expect(await statusOf('whole')).toBe('DRAFT');
  });

  it('an APPROVED retreat with sales: the publisher is refused (and told so), an admin edits it and it stays APPROVED', async () => {
    await submit('whole');
    await review('whole', 'APPROVE');
    await store.set(`users/${A}/retreats/whole`, { number_of_sales: 3 }, true);
    const refused = await server.call('PUT', stepPath('whole', 'details'), { token: tokenA, body: VALID.details });
    expect(refused).toEqual(expect.objectContaining({ status: 409, body: { message: 'Only an admin can edit an approved retreat that has sales' } }));
    expect((await server.call('GET', `${TD}/retreats/whole`, { token: tokenA })).body.data.can_edit).toBe(false);
    expect((await server.call('GET', `${TD}/retreats/whole?user_id=${A}`, { token: tokenAdmin })).body.data.can_edit).toBe(true);
    const edited = await server.call('PUT', stepPath('whole', 'details', A), { token: tokenAdmin, body: { ...VALID.details, details: 'Six days of silence, edited by the review team.' } });
    expect(edited.status).toBe(200);
    expect((await store.get(`users/${A}/retreats/whole`))!.data).toEqual(expect.objectContaining({ status: 'APPROVED', details: 'Six days of silence, edited by the review team.' }));
  });

  it('Save & Finish Later saves PENDING as DRAFT; REJECT hands a submission back as DRAFT; REMOVE takes it down', async () => {
    await buildRetreat('cycle');
    await submit('cycle');
    expect((await server.call('PATCH', `${TD}/retreats/cycle`, { token: tokenA, body: { action: 'SAVE_AS_DRAFT' } })).body.data.status).toBe('DRAFT');
    await submit('cycle');
    expect((await review('cycle', 'REJECT')).body.data.status).toBe('DRAFT');
    await submit('cycle');
    expect((await review('cycle', 'REMOVE')).body.data.status).toBe('REMOVED');
    const { price_id } = (await store.get(`users/${A}/retreats/cycle`))!.data.stripe_refs as { price_id: string };
    expect((await server.call('GET', `/svc/payment/api/v1/prices/${price_id}`, { token: tokenA })).body.active).toBe(false);
    expect((await server.call('PUT', stepPath('cycle', 'details'), { token: tokenA, body: VALID.details })).status).toBe(200);
    expect(await statusOf('cycle')).toBe('DRAFT');
  });

  it('DELETE is soft: DELETED, off the list, nothing more is accepted', async () => {
    expect((await server.call('PATCH', `${TD}/retreats/cycle`, { token: tokenA, body: { action: 'DELETE' } })).body.data.status).toBe('DELETED');
    expect(await store.get(`users/${A}/retreats/cycle`)).not.toBeNull();
    const list = await server.call('GET', `${TD}/retreats`, { token: tokenA });
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain('cycle');
    expect((await server.call('PUT', stepPath('cycle', 'details'), { token: tokenA, body: VALID.details })).status).toBe(409);
    expect((await submit('cycle')).status).toBe(409);
    expect((await server.call('PATCH', `${TD}/shop-products/cycle/accommodation`, { token: tokenA, body: OPTIONS[0] })).status).toBe(409);
  });

  it('refuses an unknown action or outcome with 400', async () => {
    expect((await server.call('PATCH', `${TD}/retreats/whole`, { token: tokenA, body: { action: 'APPROVE' } })).status).toBe(400);
    expect((await review('whole', 'PUBLISH')).status).toBe(400);
  });
});

describe('ownership and attacks', { timeout: 30_000 }, () => {
  it("another publisher can neither read nor change A's retreat, and their step save never reaches it", async () => {
    expect((await server.call('GET', `${TD}/retreats/whole?user_id=${A}`, { token: tokenB })).status).toBe(404);
    expect((await server.call('PATCH', `${TD}/shop-products/whole/accommodation?user_id=${A}`, { token: tokenB, body: OPTIONS[0] })).status).toBe(404);
    expect((await server.call('PATCH', `${TD}/retreats/whole?user_id=${A}`, { token: tokenB, body: { action: 'DELETE' } })).status).toBe(404);
    expect((await submit('whole', tokenB, A)).status).toBe(404);
    expect((await server.call('GET', `/svc/payment/api/v1/shop_products/whole/retreat/accommodation-options/stats?user_id=${A}`, { token: tokenB })).status).toBe(404);
    // user_id is an admin's: B's save with it creates B's own retreat, A's is untouched.
    const before = JSON.stringify((await store.get(`users/${A}/retreats/whole`))!.data);
    expect((await server.call('PUT', stepPath('whole', 'info', A), { token: tokenB, body: { ...VALID.info, title: 'Taken over' } })).status).toBe(201);
    expect(JSON.stringify((await store.get(`users/${A}/retreats/whole`))!.data)).toBe(before);
    expect((await store.get(`users/${B}/retreats/whole`))!.data.title).toBe('Taken over');
  });

  it('a co-host sees the retreat in their list and reads it, but every write is refused', async () => {
    const coHost = { id: B, name: 'Second Teacher', username: 'second.teacher', is_publisher: true, injected: 'dropped' };
    expect((await server.call('PUT', stepPath('shared', 'info'), { token: tokenA, body: { ...VALID.info, contributors: [coHost] } })).status).toBe(201);
    expect((await store.get(`users/${A}/retreats/shared`))!.data.contributors).toEqual([{ id: B, name: 'Second Teacher', username: 'second.teacher', is_publisher: true }]);
    const list = await server.call('GET', `${TD}/retreats`, { token: tokenB });
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: 'shared', user_id: A, role: 'cohost', can_edit: false }));
    expect((await server.call('GET', `${TD}/retreats/shared?user_id=${A}`, { token: tokenB })).body.data.data.title).toBe(VALID.info.title);
    const write = await server.call('PATCH', `${TD}/shop-products/shared/accommodation?user_id=${A}`, { token: tokenB, body: OPTIONS[0] });
    expect(write).toEqual(expect.objectContaining({ status: 403, body: { message: CO_HOST_READ_ONLY } }));
    expect((await server.call('PATCH', `${TD}/retreats/shared?user_id=${A}`, { token: tokenB, body: { action: 'DELETE' } })).status).toBe(403);
    expect((await submit('shared', tokenB, A)).status).toBe(403);
  });

  it('refuses the owner as their own co-host', async () => {
    const { status, body } = await server.call('PUT', stepPath('self', 'info'), { token: tokenA, body: { ...VALID.info, contributors: [{ id: A, name: 'Demo Teacher' }] } });
    expect([status, body.message]).toEqual([400, OWN_CO_HOST]);
  });

  it('a status (or stripe refs) forged in a step body is not stored', async () => {
    const forged = { ...VALID.info, status: 'APPROVED', stripe_refs: { product_id: 'prod_x', price_id: 'price_x' }, number_of_sales: 0, submitted_at: 'now' };
    expect((await server.call('PUT', stepPath('forged', 'info'), { token: tokenA, body: forged })).status).toBe(201);
    const stored = (await store.get(`users/${A}/retreats/forged`))!.data;
    expect(stored.status).toBe('DRAFT');
    expect(stored).not.toHaveProperty('stripe_refs');
    expect(stored).not.toHaveProperty('submitted_at');
    expect(stored.retreat_duration_in_days).toBe(7);
  });

  it('the documents API writes nothing under a retreat, for the owner and admins alike', async () => {
    for (const token of [tokenA, tokenAdmin]) {
      const put = await server.call('PUT', `/api/docs/users/${A}/retreats/forged`, { token, body: { data: { status: 'APPROVED' } } });
      expect(put).toEqual(expect.objectContaining({ status: 403, body: { message: RETREAT_WRITE_MESSAGE } }));
      expect((await server.call('DELETE', `/api/docs/users/${A}/retreats/forged/accommodation_options/x`, { token })).status).toBe(403);
    }
    expect(await statusOf('forged')).toBe('DRAFT');
  });

  it('refuses an option file outside the owner uploads', async () => {
    const option = { ...OPTIONS[0], image_paths: [{ fileName: 'x.jpeg', mime: 'image/jpeg', bytes: 10, width: 1600, height: 1600, remoteFile: `${B}/uploads/x.jpeg` }] };
    const { status, body } = await server.call('PATCH', `${TD}/shop-products/forged/accommodation`, { token: tokenA, body: option });
    expect(status).toBe(400);
    expect(body.message).toMatch(/own uploads/);
  });
});

describe('venue listing and search, co-host search', { timeout: 30_000 }, () => {
  it('pages the venue catalogue by 50 and searches it', async () => {
    const first = await server.call('GET', '/svc/search/retreat-venues/filter?offset=0&limit=50', { token: tokenA });
    expect(first.body.data.items).toHaveLength(50);
    expect(first.body.data.total).toBeGreaterThan(250);
    expect(first.body.data.items[0].item_summary.retreat_venue_summary).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), region: { city: expect.any(String), country: expect.any(String) } }));
    const second = await server.call('GET', '/svc/search/retreat-venues/filter?offset=50&limit=500', { token: tokenA });
    expect(second.body.data.items).toHaveLength(50);
    expect(second.body.data.items[0].id).not.toBe(first.body.data.items[0].id);
    const found = await server.call('GET', '/svc/search/retreat-venues/search?query=sintra', { token: tokenA });
    expect(found.body.data.total).toBeGreaterThan(3);
    expect(found.body.data.items.every((i: { item_summary: { retreat_venue_summary: { region: { city: string } } } }) => i.item_summary.retreat_venue_summary.region.city === 'Sintra')).toBe(true);
    expect((await server.call('GET', '/svc/search/retreat-venues/filter?offset=-1', { token: tokenA })).status).toBe(400);
    expect((await server.call('GET', '/svc/search/retreat-venues/search?query=x', {})).status).toBe(401);
  });

  it('finds co-host publishers by name prefix, never the caller', async () => {
    const hits = await server.call('GET', '/svc/search/publishers/search?query=sec', { token: tokenA });
    expect(hits.body.data).toEqual([expect.objectContaining({ id: B, name: 'Second Teacher', first_name: 'Second', last_name: 'Teacher', is_publisher: true })]);
    expect((await server.call('GET', '/svc/search/publishers/search?query=demo', { token: tokenA })).body.data).toEqual([]);
  });
});
