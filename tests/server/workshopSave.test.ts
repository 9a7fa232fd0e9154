import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { WORKSHOP_DATES_LOCKED } from '../../src/domain/workshops/workshopDates';
import { startCommerceServer } from './commerceFixtures';
import type { TestServer } from './testServer';
import { IMAGE, KINDS, VALID, VIDEO, type Kind } from './workshopRuleTable';

const TD = '/svc/teacherDashboard/api/v1/publishers';
const ITEMS = `${TD}/wizards/workshop/items`;
const PAY = '/svc/payment/api/v1';
const EVENTS = '/svc/events/api/v1';
const SECTIONS: Record<Kind, string[]> = {
  WORKSHOP: ['workshop-info', 'time-and-date', 'price', 'topics', 'links', 'media', 'video-lessons'],
  WORKSHOP_RECORDING: ['workshop-info', 'price', 'topics', 'links', 'media', 'video-lessons'],
  B2B_WORKSHOP_PROMO: ['workshop-info', 'duration', 'promo-price', 'topics', 'media'],
};


// The first save compiles the workshop wizard on a machine shared with other test runs.
vi.setConfig({ testTimeout: 30_000 });
let server: TestServer;
let publisher: string;
let other: string;
let admin: string;
beforeAll(async () => {
  ({ server, publisher, other, admin } = await startCommerceServer());
}, 60_000);
afterAll(() => server.stop());

const uid = DEMO_PUBLISHER.uid;
const folder = (id: string) => `${uid}/uploads/marketplace/shop/products/${id}`;
const media = (id: string) => ({ image: { ...IMAGE, remoteFile: `${folder(id)}/image/original.jpeg` } });
const lessons = (id: string, status?: string) => ({ video_lessons: [{ ...(VALID['video-lessons']!.video_lessons as object[])[0], video: { ...VIDEO, remoteFile: `${folder(id)}/video/lesson-1/index.m3u8` }, ...(status ? { status } : {}) }] });
const read = async (id: string, token = publisher) => (await server.call('GET', `/api/docs/users/${uid}/shop_products/${id}`, { token })).body?.data;

async function saveAll(id: string, kind: Kind, patch: Record<string, Record<string, unknown>> = {}) {
  for (const step of SECTIONS[kind]) {
    const body = { ...VALID[step], ...(step === 'media' ? media(id) : {}), ...(step === 'video-lessons' ? lessons(id) : {}), ...patch[step], kind: KINDS[kind] };
    const answer = await server.call('PUT', `${ITEMS}/${id}/steps/${step}`, { token: publisher, body });
    expect([step, answer.status]).toEqual([step, step === SECTIONS[kind][0] ? 201 : 200]);
  }
}

describe('saving a workshop section by section through the generic step save', () => {
  it('creates each kind PENDING with its fixed values, prices in cents, lessons PENDING', async () => {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const id = `save-${KINDS[kind]}`;
      await saveAll(id, kind);
      const stored = await read(id);
      expect(stored).toMatchObject({ status: 'PENDING', type: kind, title: VALID['workshop-info']!.title });
      if (kind === 'WORKSHOP') expect(stored).toMatchObject({ event_type: 'ZOOM', prices: [{ price: 2500, currency: 'USD' }], url: VALID.links!.url });
      if (kind !== 'B2B_WORKSHOP_PROMO') expect(stored.video_lessons).toEqual([expect.objectContaining({ title: 'Arriving', status: 'PENDING', sort_order: 1 })]);
      if (kind === 'B2B_WORKSHOP_PROMO') expect(stored).toMatchObject({ price_text: VALID['promo-price']!.price_text, duration_in_mins: 90, promo_type: 'KEYNOTE' });
    }
  });

  it('a new lesson starts PENDING whatever the body says; the waiver goes when its box is off', async () => {
    await server.call('PUT', `${ITEMS}/save-workshop/steps/video-lessons`, { token: publisher, body: lessons('save-workshop', 'APPROVED') });
    expect((await read('save-workshop')).video_lessons[0].status).toBe('PENDING');
    const info = { ...VALID['workshop-info'], has_waiver: true, waiver: 'I take part at my own risk' };
    await server.call('PUT', `${ITEMS}/save-workshop/steps/workshop-info`, { token: publisher, body: info });
    expect((await read('save-workshop')).waiver).toBe('I take part at my own risk');
    await server.call('PUT', `${ITEMS}/save-workshop/steps/workshop-info`, { token: publisher, body: { ...info, has_waiver: false } });
    expect((await read('save-workshop')).waiver).toBeUndefined();
  });

  it('refuses a file outside the workshop folder', async () => {
    const body = { image: { ...IMAGE, remoteFile: `${uid}/uploads/courses/x/original.jpeg` } };
    const answer = await server.call('PUT', `${ITEMS}/save-workshop/steps/media`, { token: publisher, body });
    expect(answer).toMatchObject({ status: 400, body: { message: "image must be a file in this workshop's folder" } });
  });

  it('the documents API writes no workshop; another publisher reads none', async () => {
    const path = `/api/docs/users/${uid}/shop_products/save-workshop`;
    expect((await server.call('PATCH', path, { token: publisher, body: { data: { status: 'APPROVED' } } })).status).toBe(403);
    expect((await server.call('PUT', `/api/docs/users/${uid}/shop_products/forged`, { token: publisher, body: { data: { title: 'x' } } })).status).toBe(403);
    expect((await server.call('GET', path, { token: other })).status).toBe(403);
  });
});

describe('payment and event references, and the dates lock (spec 3 §4)', () => {
  it('stores the own product, price and event; refuses another publisher’s', async () => {
    const product = (await server.call('POST', `${PAY}/products`, { token: publisher, body: { name: 'Breathing', description: 'Calm', images: [] } })).body;
    const price = (await server.call('POST', `${PAY}/prices`, { token: publisher, body: { unit_amount: 2500, product: product.id, currency: 'usd', nickname: 'Breathing' } })).body;
    const foreign = (await server.call('POST', `${PAY}/products`, { token: other, body: { name: 'Other', description: 'x', images: [] } })).body;
    const refs = `${TD}/workshops/save-workshop/refs`;
    expect((await server.call('PUT', refs, { token: publisher, body: { stripe_refs: { product_id: foreign.id, price_id: price.id } } })).status).toBe(404);
    expect((await server.call('PUT', refs, { token: publisher, body: { stripe_refs: { product_id: product.id, price_id: price.id } } })).status).toBe(200);
    expect((await read('save-workshop')).stripe_refs).toEqual({ product_id: product.id, price_id: price.id });
    // A promo sells nothing by card.
    expect((await server.call('PUT', `${TD}/workshops/save-workshop-promo/refs`, { token: publisher, body: { stripe_refs: { product_id: product.id, price_id: price.id } } })).status).toBe(400);

    const start = Date.parse('2099-06-01T18:00:00Z');
    const event = (await server.call('POST', `${EVENTS}/events`, { token: publisher, body: { title: 'Breathing', start_date: start, type: 'ZOOM' } })).body;
    expect((await server.call('PUT', refs, { token: publisher, body: { event_id: event.id ?? event.data?.id } })).status).toBe(200);
    expect((await read('save-workshop')).event_id).toBe(event.id ?? event.data?.id);
  });

  it('once the event exists the dates cannot change ("Workshop dates cannot be edited"); the same dates still save', async () => {
    const url = `${ITEMS}/save-workshop/steps/time-and-date`;
    const moved = { date_mode: 'SINGLE_DAY', dates: [{ date: '2099-07-01', start_time: '10:00', end_time: '11:00' }] };
    expect(await server.call('PUT', url, { token: publisher, body: moved })).toMatchObject({ status: 400, body: { message: WORKSHOP_DATES_LOCKED } });
    expect((await server.call('PUT', url, { token: publisher, body: VALID['time-and-date'] })).status).toBe(200);
  });

  it('deletes softly only while PENDING, then the workshop is gone for its owner', async () => {
    const del = (id: string, token = publisher) => server.call('DELETE', `${TD}/workshops/${id}`, { token });
    expect((await del('save-workshop-recording', other)).status).toBe(404);
    expect(await del('save-workshop-recording')).toMatchObject({ status: 200, body: { data: { status: 'DELETED' } } });
    expect((await read('save-workshop-recording')).status).toBe('DELETED');
    expect((await del('save-workshop-recording')).status).toBe(404);
    const approved = await server.call('POST', '/svc/teacherDashboard/api/v1/_admin/shop-products/review', { token: admin, body: { shop_product_id: 'save-workshop-promo', outcome: 'APPROVE' } });
    expect(approved.status).toBe(200);
    expect((await del('save-workshop-promo')).status).toBe(409);
  });

  it("an admin deletes any publisher's pending workshop; a publisher only their own", async () => {
    const del = (id: string, token: string) => server.call('DELETE', `${TD}/workshops/${id}`, { token });
    await saveAll('admin-deletes', 'WORKSHOP_RECORDING');
    // Another publisher cannot even see it: 404, nothing changed.
    expect((await del('admin-deletes', other)).status).toBe(404);
    expect((await read('admin-deletes')).status).toBe('PENDING');
    // The admin's shop lists every publisher's products with Delete: the delete reaches the owner's workshop.
    expect(await del('admin-deletes', admin)).toMatchObject({ status: 200, body: { data: { id: 'admin-deletes', status: 'DELETED' } } });
    expect((await read('admin-deletes')).status).toBe('DELETED');
    expect((await del('admin-deletes', admin)).status).toBe(404);
    expect((await del('no-such-workshop', admin)).status).toBe(404);
    // The status rule holds for the admin too: an approved workshop is not deleted.
    await saveAll('admin-approved', 'WORKSHOP_RECORDING');
    const review = '/svc/teacherDashboard/api/v1/_admin/shop-products/review';
    expect((await server.call('POST', review, { token: admin, body: { shop_product_id: 'admin-approved', outcome: 'APPROVE' } })).status).toBe(200);
    expect((await del('admin-approved', admin)).status).toBe(409);
  });
});
