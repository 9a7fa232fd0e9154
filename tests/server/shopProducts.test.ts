import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startServiceBackend, type ServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';
import { becomePublisher } from './commerceFixtures';

const PAY = '/svc/payment/api/v1';
let server: TestServer;
let backend: ServiceBackend;
let docs: DocumentStore;
let publisher: string;
let other: string;
let admin: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  // SQLite in the node project, Firestore in the firebase project (tests/server/serviceBackend.ts). Shop
  // products are written straight to the store as the workshop form's step save would, so these tests do not
  // depend on that wizard.
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

async function shopProduct(owner: string, id: string, data: Record<string, unknown>) {
  // As the step save stores it: with its own id in `id` (the workshop manifest's storage.idField).
  await docs.set(`users/${owner}/shop_products/${id}`, { id, title: id, status: 'PENDING', type: 'WORKSHOP', ...data });
}

/** A workshop with a payment product, as a save leaves it: the product, a coupon for it and a promotion code. */
async function workshopWithCode(id: string, code: string) {
  const product = (await server.call('POST', `${PAY}/products`, { token: publisher, body: { name: id } })).body;
  await shopProduct(DEMO_PUBLISHER.uid, id, { stripe_refs: { product_id: product.id, price_id: null } });
  const coupon = (await server.call('POST', `${PAY}/coupons`, { token: publisher, body: { amount_off: 1500, currency: 'usd', duration: 'forever', max_redemptions: 3, applies_to: { products: [product.id] } } })).body;
  const promo = (await server.call('POST', `${PAY}/promotion_codes`, { token: publisher, body: { coupon: coupon.id, active: true, code, max_redemptions: 3 } })).body;
  return { product, coupon, promo };
}

describe('shop products: lists by type', () => {
  it('lists the caller’s products of a type, without deleted ones; a publisher cannot list another’s; an admin filters by publisher', async () => {
    await shopProduct(DEMO_PUBLISHER.uid, 'list-w1', { type: 'WORKSHOP' });
    await shopProduct(DEMO_PUBLISHER.uid, 'list-w2', { type: 'WORKSHOP', status: 'DELETED' });
    await shopProduct(DEMO_PUBLISHER.uid, 'list-p1', { type: 'B2B_WORKSHOP_PROMO', status: 'APPROVED' });
    await shopProduct(DEMO_NEW_USER.uid, 'list-o1', { type: 'WORKSHOP' });
    // The seeded demo shop is there too; these rows are the test's own.
    const ids = (body: { data: Array<{ id: string }> }) => body.data.map((p) => p.id).filter((id) => id.startsWith('list-')).sort();
    const workshops = await server.call('GET', `${PAY}/shop_products?type=WORKSHOP`, { token: publisher });
    expect(workshops.status).toBe(200);
    expect(ids(workshops.body)).toEqual(['list-w1']);
    expect(workshops.body.data.find((p: { id: string }) => p.id === 'list-w1')).toMatchObject({ id: 'list-w1', owner_id: DEMO_PUBLISHER.uid, type: 'WORKSHOP', status: 'PENDING' });
    expect(ids((await server.call('GET', `${PAY}/shop_products?type=B2B_WORKSHOP_PROMO&limit=50`, { token: publisher })).body)).toEqual(['list-p1']);
    expect(ids((await server.call('GET', `${PAY}/shop_products?type=WORKSHOP&status=DELETED`, { token: publisher })).body)).toEqual(['list-w2']);
    // Naming another owner changes nothing for a publisher.
    expect(ids((await server.call('GET', `${PAY}/shop_products?type=WORKSHOP&owner_id=${DEMO_NEW_USER.uid}`, { token: publisher })).body)).toEqual(['list-w1']);
    expect(ids((await server.call('GET', `${PAY}/shop_products?type=WORKSHOP&owner_id=${DEMO_NEW_USER.uid}`, { token: admin })).body)).toEqual(['list-o1']);
    expect(ids((await server.call('GET', `${PAY}/shop_products?type=WORKSHOP`, { token: admin })).body)).toEqual(expect.arrayContaining(['list-o1', 'list-w1']));
  });

  it('refuses an unknown type and a bad limit', async () => {
    expect(await server.call('GET', `${PAY}/shop_products?type=MERCH`, { token: publisher })).toMatchObject({ status: 400 });
    expect(await server.call('GET', `${PAY}/shop_products?limit=0`, { token: publisher })).toMatchObject({ status: 400, body: { message: 'Invalid limit: must be an integer from 1 to 1000' } });
  });
});

describe('shop products: promotion codes attached to a workshop', () => {
  it('attaches a promotion code and lists it as amount off, with max redemptions and no expiry', async () => {
    const { promo, coupon } = await workshopWithCode('attach-1', 'TENOFF');
    const attached = await server.call('POST', `${PAY}/shop_products/attach-1/promotion_codes`, { token: publisher, body: { promotion_code: promo.id } });
    expect(attached.status).toBe(200);
    const entry = { id: promo.id, coupon_id: coupon.id, name: 'TENOFF', type: 'FIXED', percent_off: null, fixed_amount_off: 1500, max_redemptions: 3, expires_at: 0, times_redeemed: 0, created: promo.created };
    expect(attached.body.data).toEqual([entry]);
    expect((await server.call('GET', `${PAY}/shop_products/attach-1/promotion_codes`, { token: publisher })).body.data).toEqual([entry]);
    expect((await docs.get(`users/${DEMO_PUBLISHER.uid}/shop_products/attach-1`))!.data.promo_codes).toEqual([entry]);
    expect(await server.call('POST', `${PAY}/shop_products/attach-1/promotion_codes`, { token: publisher, body: { promotion_code: promo.id } })).toMatchObject({
      status: 400,
      body: { message: 'This promotion code is already attached to the workshop' },
    });
  });

  it('refuses a code whose coupon is for another product, a workshop without a payment product, and another publisher', async () => {
    const { promo } = await workshopWithCode('attach-2', 'OTHERPRODUCT');
    await workshopWithCode('attach-3', 'THIRD1');
    expect(await server.call('POST', `${PAY}/shop_products/attach-3/promotion_codes`, { token: publisher, body: { promotion_code: promo.id } })).toMatchObject({
      status: 400,
      body: { message: "The promotion code's coupon does not apply to this workshop" },
    });
    await shopProduct(DEMO_PUBLISHER.uid, 'attach-4', {});
    expect(await server.call('POST', `${PAY}/shop_products/attach-4/promotion_codes`, { token: publisher, body: { promotion_code: promo.id } })).toMatchObject({
      status: 400,
      body: { message: 'This workshop has no payment product yet: save it first' },
    });
    expect(await server.call('POST', `${PAY}/shop_products/attach-2/promotion_codes`, { token: other, body: { promotion_code: promo.id } })).toMatchObject({ status: 404 });
    expect(await server.call('GET', `${PAY}/shop_products/attach-2/promotion_codes`, { token: other })).toMatchObject({ status: 404 });
    expect(await server.call('POST', `${PAY}/shop_products/attach-2/promotion_codes`, { token: publisher, body: { promotion_code: promo.id, extra: 1 } })).toMatchObject({
      status: 400,
      body: { message: 'Received unknown parameter: extra' },
    });
    expect((await docs.get(`users/${DEMO_PUBLISHER.uid}/shop_products/attach-3`))!.data.promo_codes).toBeUndefined();
  });
});

describe('shop products: attached codes follow the promo code form (spec 3 §5)', () => {
  // Codes the payment service's call shape allows but the form does not: the attach call refuses them.
  it.each([
    ['no max redemptions', { percent_off: 20 }, {}, 'Please enter max redemptions allowed'],
    ['a name of 41 characters', { percent_off: 20, max_redemptions: 2 }, { code: 'A'.repeat(41) }, 'Promo code must be at most 40 characters'],
  ])('refuses a code with %s: %s', async (_what, couponFields, codeFields, message) => {
    const id = `rules-${message.length}`;
    const product = (await server.call('POST', `${PAY}/products`, { token: publisher, body: { name: id } })).body;
    await shopProduct(DEMO_PUBLISHER.uid, id, { stripe_refs: { product_id: product.id, price_id: null } });
    const coupon = (await server.call('POST', `${PAY}/coupons`, { token: publisher, body: { ...couponFields, currency: 'usd', duration: 'forever', applies_to: { products: [product.id] } } })).body;
    const promo = await server.call('POST', `${PAY}/promotion_codes`, { token: publisher, body: { coupon: coupon.id, active: true, code: `C${message.length}X`, ...codeFields } });
    expect(promo.status).toBe(200);
    const attached = await server.call('POST', `${PAY}/shop_products/${id}/promotion_codes`, { token: publisher, body: { promotion_code: promo.body.id } });
    expect(attached.status).toBe(400);
    expect(attached.body.message).toBe(message);
    expect(attached.body.errors[0]).toMatchObject({ message });
    expect((await docs.get(`users/${DEMO_PUBLISHER.uid}/shop_products/${id}`))!.data.promo_codes).toBeUndefined();
  });

  it('refuses codes on a B2B promo and on a cancelled workshop', async () => {
    const { promo } = await workshopWithCode('rules-promo', 'PROMOX1');
    await docs.update(`users/${DEMO_PUBLISHER.uid}/shop_products/rules-promo`, { type: 'B2B_WORKSHOP_PROMO' });
    expect(await server.call('POST', `${PAY}/shop_products/rules-promo/promotion_codes`, { token: publisher, body: { promotion_code: promo.id } })).toMatchObject({ status: 400, body: { message: 'A B2B workshop promo has no promo codes' } });
    await docs.update(`users/${DEMO_PUBLISHER.uid}/shop_products/rules-promo`, { type: 'WORKSHOP', status: 'CANCELLED' });
    expect(await server.call('POST', `${PAY}/shop_products/rules-promo/promotion_codes`, { token: publisher, body: { promotion_code: promo.id } })).toMatchObject({ status: 409 });
  });
});
