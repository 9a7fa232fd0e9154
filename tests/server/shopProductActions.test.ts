import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { becomePublisher } from './commerceFixtures';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';

const PAY = '/svc/payment/api/v1';
const ACTIONS = '/svc/teacherDashboard/api/v1/publishers/shop-products';
const REVIEW = '/svc/teacherDashboard/api/v1/_admin/shop-products/review';
let server: TestServer;
let backend: ServiceBackend;
let docs: DocumentStore;
let publisher: string;
let other: string;
let admin: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts).
  backend = await startServiceBackend();
  ({ server, store: docs } = backend);
  [publisher, other, admin] = await Promise.all([
    server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password),
    server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password),
    server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
  ]);
  await becomePublisher(server, other);
}, 120_000);
afterAll(() => backend.stop());

const path = (id: string) => `users/${DEMO_PUBLISHER.uid}/shop_products/${id}`;

/** A saved workshop with its product and a $25 price, as the form's create leaves it. */
async function savedWorkshop(id: string, status = 'PENDING') {
  const product = (await server.call('POST', `${PAY}/products`, { token: publisher, body: { name: 'Breathwork Basics', description: 'Two mornings', images: [] } })).body;
  const price = (await server.call('POST', `${PAY}/prices`, { token: publisher, body: { product: product.id, unit_amount: 2500, currency: 'usd', nickname: 'Breathwork Basics' } })).body;
  await docs.set(path(id), {
    id, type: 'WORKSHOP', status, title: 'Breathwork Basics', short_description: 'Two mornings', price: 25, prices: [{ price: 2500, currency: 'USD' }],
    date_mode: 'SINGLE_DAY', dates: [{ date: '2030-03-01', start_time: '09:00', end_time: '10:30' }], event_id: 'evt-1',
    stripe_refs: { product_id: product.id, price_id: price.id }, promo_codes: [{ id: 'promo_x' }],
    video_lessons: [{ id: 'l1', title: 'Intro', status: 'APPROVED' }],
  });
  return { product, price };
}

describe('admin review of a workshop (workshop status machine)', () => {
  it('approving an edited workshop updates its product and replaces its price (old inactive, new active)', async () => {
    const { product, price } = await savedWorkshop('review-1');
    // The publisher's edit: new title and price (what the step save stores).
    await docs.update(path('review-1'), { title: 'Breathwork Basics II', price: 30, prices: [{ price: 3000, currency: 'USD' }] });
    const approved = await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'review-1', outcome: 'APPROVE' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', user_id: DEMO_PUBLISHER.uid, product_updated: true, price_replaced: true });
    const refs = approved.body.data.stripe_refs;
    expect(refs.product_id).toBe(product.id);
    expect(refs.price_id).not.toBe(price.id);
    expect((await docs.get(path('review-1')))!.data).toMatchObject({ status: 'APPROVED', stripe_refs: refs });
    const prices = (await server.call('GET', `${PAY}/prices?product=${product.id}`, { token: publisher })).body.data;
    expect(prices.map((p: { id: string; active: boolean; unit_amount: number }) => [p.id === price.id ? 'old' : 'new', p.active, p.unit_amount]).sort()).toEqual([
      ['new', true, 3000],
      ['old', false, 2500],
    ]);
    expect((await server.call('GET', `${PAY}/products/${product.id}`, { token: publisher })).body.name).toBe('Breathwork Basics II');
  });

  it('approving an unchanged workshop leaves the product and price alone', async () => {
    const { price } = await savedWorkshop('review-2');
    const approved = await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'review-2', outcome: 'APPROVE' } });
    expect(approved.body.data).toMatchObject({ product_updated: false, price_replaced: false, stripe_refs: { price_id: price.id } });
  });

  it('rejects (→ CANCELLED) and cancels; refuses what the machine refuses, a publisher, and bad input', async () => {
    await savedWorkshop('review-3');
    expect((await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'review-3', outcome: 'REJECT' } })).body.data.status).toBe('CANCELLED');
    expect(await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'review-3', outcome: 'APPROVE' } })).toMatchObject({ status: 409, body: { message: 'Cannot approve a workshop that is CANCELLED' } });
    await savedWorkshop('review-4', 'APPROVED');
    expect((await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'review-4', outcome: 'CANCEL' } })).body.data.status).toBe('CANCELLED');
    await savedWorkshop('review-5');
    expect(await server.call('POST', REVIEW, { token: publisher, body: { shop_product_id: 'review-5', outcome: 'APPROVE' } })).toMatchObject({ status: 403 });
    expect((await docs.get(path('review-5')))!.data.status).toBe('PENDING');
    expect(await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'review-5', outcome: 'PUBLISH' } })).toMatchObject({ status: 400, body: { message: 'Invalid outcome: must be one of APPROVE, REJECT, CANCEL' } });
    expect(await server.call('POST', REVIEW, { token: admin, body: { shop_product_id: 'nope', outcome: 'APPROVE' } })).toMatchObject({ status: 404 });
  });
});

describe('POST publishers/shop-products actions', () => {
  it('DUPLICATE_SHOP_PRODUCT copies a workshop with new dates, PENDING, with its own product and price, no event or promo codes', async () => {
    const { product } = await savedWorkshop('dup-1', 'APPROVED');
    const answer = await server.call('POST', ACTIONS, { token: publisher, body: { action: 'DUPLICATE_SHOP_PRODUCT', shop_product_id: 'dup-1', start_date: '2030-05-02T18:00', end_date: '2030-05-02T19:30' } });
    expect(answer.status).toBe(200);
    const id = answer.body.data.shop_product_id;
    const copy = (await docs.get(path(id)))!.data;
    expect(copy).toMatchObject({ id, title: 'Breathwork Basics', status: 'PENDING', duplicated_from: 'dup-1', date_mode: 'SINGLE_DAY', dates: [{ date: '2030-05-02', start_time: '18:00', end_time: '19:30' }], video_lessons: [{ id: 'l1', status: 'PENDING' }] });
    expect(copy.event_id).toBeUndefined();
    expect(copy.promo_codes).toBeUndefined();
    const refs = copy.stripe_refs as { product_id: string; price_id: string };
    expect(refs.product_id).not.toBe(product.id);
    expect((await server.call('GET', `${PAY}/prices/${refs.price_id}`, { token: publisher })).body).toMatchObject({ product: refs.product_id, unit_amount: 2500, active: true });
  });

  it('TO_CMS_EDITORIAL_CARD makes one card for an approved product; a pending one is refused', async () => {
    await savedWorkshop('card-1', 'APPROVED');
    const first = await server.call('POST', ACTIONS, { token: publisher, body: { action: 'TO_CMS_EDITORIAL_CARD', shop_product_id: 'card-1' } });
    expect(first.status).toBe(200);
    expect(first.body.data.shop_product_id).toBe('card-1');
    const again = await server.call('POST', ACTIONS, { token: publisher, body: { action: 'TO_CMS_EDITORIAL_CARD', shop_product_id: 'card-1' } });
    expect(again.body.data.editorial_card_id).toBe(first.body.data.editorial_card_id);
    expect((await docs.get(`cms_editorial_cards/${first.body.data.editorial_card_id}`))!.data).toMatchObject({ shop_product_id: 'card-1', owner_id: DEMO_PUBLISHER.uid, title: 'Breathwork Basics' });
    await savedWorkshop('card-2');
    expect(await server.call('POST', ACTIONS, { token: publisher, body: { action: 'TO_CMS_EDITORIAL_CARD', shop_product_id: 'card-2' } })).toMatchObject({ status: 409, body: { message: 'Only an approved shop product can become an editorial card' } });
  });

  it('refuses another publisher’s product, bad dates, unknown actions and extra fields', async () => {
    await savedWorkshop('act-1', 'APPROVED');
    expect(await server.call('POST', ACTIONS, { token: other, body: { action: 'TO_CMS_EDITORIAL_CARD', shop_product_id: 'act-1' } })).toMatchObject({ status: 404 });
    expect(await server.call('POST', ACTIONS, { token: other, body: { action: 'DUPLICATE_SHOP_PRODUCT', shop_product_id: 'act-1', start_date: '2030-05-02T18:00', end_date: '2030-05-02T19:30' } })).toMatchObject({ status: 404 });
    const send = (body: Record<string, unknown>) => server.call('POST', ACTIONS, { token: publisher, body: { shop_product_id: 'act-1', ...body } });
    expect(await send({ action: 'DUPLICATE_SHOP_PRODUCT', start_date: '2030-05-02', end_date: '2030-05-02T19:30' })).toMatchObject({ status: 400, body: { message: 'start_date and end_date must be local date-times as YYYY-MM-DDTHH:MM' } });
    expect(await send({ action: 'DUPLICATE_SHOP_PRODUCT', start_date: '2030-05-02T18:00', end_date: '2030-05-02T17:00' })).toMatchObject({ status: 400, body: { message: 'The end must be later on the same day as the start' } });
    expect(await send({ action: 'DELETE' })).toMatchObject({ status: 400, body: { message: 'Invalid action: must be one of TO_CMS_EDITORIAL_CARD, DUPLICATE_SHOP_PRODUCT' } });
    expect(await send({ action: 'TO_CMS_EDITORIAL_CARD', status: 'APPROVED' })).toMatchObject({ status: 400, body: { message: 'Received unknown parameter: status' } });
  });
});
