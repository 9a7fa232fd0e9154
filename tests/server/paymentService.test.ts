import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startServiceBackend } from './serviceBackend';
import type { TestServer } from './testServer';
import { startCommerceServer } from './commerceFixtures';

const PAY = '/svc/payment/api/v1';
let server: TestServer;
let publisher: string;
let other: string;
let admin: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  ({ server, publisher, other, admin } = await startCommerceServer());
}, 120_000);
afterAll(() => server.stop());

const product = async (token = publisher, headers: Record<string, string> = {}) =>
  (await server.call('POST', `${PAY}/products`, { token, headers, body: { name: 'Breathwork Basics', description: 'Short description', images: ['https://example.org/a.jpg'] } })).body;

describe('payment service: products', () => {
  it('creates a product in the provider shape, owned by the caller, live unless the test header is sent', async () => {
    const created = await server.call('POST', `${PAY}/products`, { token: publisher, body: { name: 'Breathwork Basics', description: 'Short', images: ['https://example.org/a.jpg'] } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ object: 'product', active: true, name: 'Breathwork Basics', description: 'Short', images: ['https://example.org/a.jpg'], livemode: true, metadata: { owner_id: DEMO_PUBLISHER.uid } });
    expect(created.body.id).toMatch(/^prod_[A-Za-z0-9]{14}$/);
    expect(typeof created.body.created).toBe('number');
    const test = await product(publisher, { 'X-Test-Environment': 'true' });
    expect(test.livemode).toBe(false);
    expect((await server.call('GET', `${PAY}/products/${created.body.id}`, { token: publisher })).body).toEqual(created.body);
  });

  it('updates name, description and images; null clears the images', async () => {
    const { id } = await product();
    const updated = await server.call('POST', `${PAY}/products/${id}`, { token: publisher, body: { name: 'Breathwork Basics II', description: 'New', images: null } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Breathwork Basics II', description: 'New', images: [] });
  });

  it('hides another publisher’s product: read, update and pricing answer 404; an admin reaches it', async () => {
    const { id } = await product();
    expect(await server.call('GET', `${PAY}/products/${id}`, { token: other })).toMatchObject({ status: 404, body: { message: `No such product: '${id}'` } });
    expect((await server.call('POST', `${PAY}/products/${id}`, { token: other, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await server.call('POST', `${PAY}/prices`, { token: other, body: { product: id, unit_amount: 100, currency: 'usd' } })).status).toBe(404);
    expect((await server.call('GET', `${PAY}/products/${id}`, { token: publisher })).body.name).toBe('Breathwork Basics');
    expect((await server.call('GET', `${PAY}/products/${id}`, { token: admin })).status).toBe(200);
  });

  it('lists only the caller’s products; an admin lists anyone’s by owner_id', async () => {
    await product(other);
    const mine = await server.call('GET', `${PAY}/products?owner_id=${DEMO_NEW_USER.uid}`, { token: publisher });
    expect(mine.body.object).toBe('list');
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((p: { metadata: { owner_id: string } }) => p.metadata.owner_id === DEMO_PUBLISHER.uid)).toBe(true);
    const theirs = await server.call('GET', `${PAY}/products?owner_id=${DEMO_NEW_USER.uid}`, { token: admin });
    expect(theirs.body.data.length).toBeGreaterThan(0);
    expect(theirs.body.data.every((p: { metadata: { owner_id: string } }) => p.metadata.owner_id === DEMO_NEW_USER.uid)).toBe(true);
  });

  it.each([
    [{ description: 'x' }, 'Missing required param: name.'],
    [{ name: '   ' }, 'Missing required param: name.'],
    [{ name: 42 }, 'Invalid name: must be a string'],
    [{ name: 'A', images: 'a.jpg' }, 'Invalid images: must be a list of strings'],
    [{ name: 'A', images: Array(9).fill('a.jpg') }, 'Invalid images: at most 8 entries'],
    [{ name: 'A', owner: 'someone' }, 'Received unknown parameter: owner'],
    [{ name: 'A', livemode: false }, 'Received unknown parameter: livemode'],
  ])('refuses the product body %j: %s', async (body, message) => {
    expect(await server.call('POST', `${PAY}/products`, { token: publisher, body })).toMatchObject({ status: 400, body: { message } });
  });

  it('needs a signed-in caller', async () => {
    expect(await server.call('POST', `${PAY}/products`, { body: { name: 'A' } })).toMatchObject({ status: 401, body: { message: 'Request unauthenticated' } });
  });
});

describe('payment service: prices', () => {
  it('creates a fixed USD price, and a price change deactivates the old one', async () => {
    const { id: productId } = await product();
    const first = await server.call('POST', `${PAY}/prices`, { token: publisher, body: { unit_amount: 2500, product: productId, currency: 'usd', nickname: 'Breathwork', lookup_key: 'workshop-1' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: 'price', active: true, currency: 'usd', unit_amount: 2500, custom_unit_amount: null, product: productId, nickname: 'Breathwork', lookup_key: 'workshop-1', livemode: true });
    expect(first.body.id).toMatch(/^price_[A-Za-z0-9]{24}$/);
    const off = await server.call('POST', `${PAY}/prices/${first.body.id}`, { token: publisher, body: { active: false, nickname: 'Breathwork (old)' } });
    expect(off.body).toMatchObject({ id: first.body.id, active: false, nickname: 'Breathwork (old)', unit_amount: 2500 });
    const second = await server.call('POST', `${PAY}/prices`, { token: publisher, body: { unit_amount: 3000, product: productId, currency: 'usd' } });
    const active = await server.call('GET', `${PAY}/prices?product=${productId}&active=true`, { token: publisher });
    expect(active.body.data.map((p: { id: string }) => p.id)).toEqual([second.body.id]);
    const all = await server.call('GET', `${PAY}/prices?product=${productId}`, { token: publisher });
    expect(all.body.data.map((p: { id: string; active: boolean }) => [p.id, p.active]).sort()).toEqual(
      [[first.body.id, false], [second.body.id, true]].sort(),
    );
  });

  it('creates a custom-amount price (retreats) in test mode', async () => {
    const { id: productId } = await product();
    const custom = await server.call('POST', `${PAY}/prices`, {
      token: publisher,
      headers: { 'X-Test-Environment': 'true' },
      body: { product: productId, currency: 'usd', nickname: 'Retreat deposit', custom_unit_amount: { enabled: true, minimum: 1000, preset: 5000 } },
    });
    expect(custom.status).toBe(200);
    expect(custom.body).toMatchObject({ unit_amount: null, custom_unit_amount: { enabled: true, minimum: 1000, maximum: null, preset: 5000 }, livemode: false });
  });

  it('another publisher cannot read or deactivate a price', async () => {
    const { id: productId } = await product();
    const price = (await server.call('POST', `${PAY}/prices`, { token: publisher, body: { unit_amount: 100, product: productId, currency: 'usd' } })).body;
    expect((await server.call('GET', `${PAY}/prices/${price.id}`, { token: other })).status).toBe(404);
    expect((await server.call('POST', `${PAY}/prices/${price.id}`, { token: other, body: { active: false } })).status).toBe(404);
    expect((await server.call('GET', `${PAY}/prices?product=${productId}`, { token: other })).status).toBe(404);
    expect((await server.call('GET', `${PAY}/prices/${price.id}`, { token: publisher })).body.active).toBe(true);
  });

  it.each([
    [{ unit_amount: 100, currency: 'usd' }, 'Missing required param: product.'],
    [{ unit_amount: 100, product: 'prod_x' }, 'Missing required param: currency.'],
    [{ unit_amount: 100, product: 'PRODUCT', currency: 'eur' }, 'Invalid currency: must be one of usd'],
    [{ unit_amount: -1, product: 'PRODUCT', currency: 'usd' }, 'Invalid unit_amount: must be at least 0'],
    [{ unit_amount: 10.5, product: 'PRODUCT', currency: 'usd' }, 'Invalid unit_amount: must be an integer'],
    [{ unit_amount: '100', product: 'PRODUCT', currency: 'usd' }, 'Invalid unit_amount: must be a number'],
    [{ product: 'PRODUCT', currency: 'usd' }, 'Missing required param: unit_amount.'],
    [{ unit_amount: 1, product: 'PRODUCT', currency: 'usd', custom_unit_amount: { enabled: true } }, 'Only one of unit_amount or custom_unit_amount may be set.'],
    [{ product: 'PRODUCT', currency: 'usd', custom_unit_amount: { enabled: false } }, 'Invalid custom_unit_amount[enabled]: must be true'],
    [{ product: 'PRODUCT', currency: 'usd', custom_unit_amount: { enabled: true, minimum: 500, maximum: 100 } }, 'Invalid custom_unit_amount: minimum must not exceed maximum'],
    [{ unit_amount: 1, product: 'prod_doesnotexist1', currency: 'usd' }, "No such product: 'prod_doesnotexist1'"],
  ])('refuses the price body %j: %s', async (body, message) => {
    const { id } = await product();
    const filled = JSON.parse(JSON.stringify(body).replace('"PRODUCT"', JSON.stringify(id)));
    const answer = await server.call('POST', `${PAY}/prices`, { token: publisher, body: filled });
    expect(answer.body).toEqual({ message });
    expect([400, 404]).toContain(answer.status);
  });

  it('refuses a wrongly typed deactivation', async () => {
    const { id: productId } = await product();
    const price = (await server.call('POST', `${PAY}/prices`, { token: publisher, body: { unit_amount: 100, product: productId, currency: 'usd' } })).body;
    expect(await server.call('POST', `${PAY}/prices/${price.id}`, { token: publisher, body: { active: 'false' } })).toMatchObject({ status: 400, body: { message: 'Invalid active: must be a boolean' } });
    expect(await server.call('POST', `${PAY}/prices/${price.id}`, { token: publisher, body: { unit_amount: 1 } })).toMatchObject({ status: 400, body: { message: 'Received unknown parameter: unit_amount' } });
  });
});

describe('payment service: coupons and promotion codes', () => {
  const coupon = async (productId: string, body: Record<string, unknown> = { percent_off: 20 }, token = publisher) =>
    server.call('POST', `${PAY}/coupons`, { token, body: { ...body, currency: 'usd', duration: 'forever', max_redemptions: 10, applies_to: { products: [productId] } } });

  it('creates a percent coupon and an amount coupon for the caller’s product', async () => {
    const { id } = await product();
    const percent = await coupon(id);
    expect(percent.status).toBe(200);
    expect(percent.body).toMatchObject({ object: 'coupon', percent_off: 20, amount_off: null, duration: 'forever', max_redemptions: 10, applies_to: { products: [id] }, times_redeemed: 0, valid: true });
    expect(percent.body.id).toMatch(/^[A-Z0-9]{8}$/);
    const amount = await coupon(id, { amount_off: 500 });
    expect(amount.body).toMatchObject({ percent_off: null, amount_off: 500, currency: 'usd' });
  });

  it('refuses a coupon for another publisher’s product', async () => {
    const { id } = await product(other);
    expect(await coupon(id)).toMatchObject({ status: 404, body: { message: `No such product: '${id}'` } });
  });

  it.each([
    [{ percent_off: 101 }, 'Invalid percent_off: must be at most 100'],
    [{ percent_off: 0 }, 'Invalid percent_off: must be greater than 0'],
    [{ percent_off: 10, amount_off: 100 }, 'Exactly one of percent_off or amount_off must be set.'],
    [{}, 'Exactly one of percent_off or amount_off must be set.'],
    [{ amount_off: 0 }, 'Invalid amount_off: must be at least 1'],
    [{ amount_off: 1.5 }, 'Invalid amount_off: must be an integer'],
  ])('refuses the coupon %j: %s', async (body, message) => {
    const { id } = await product();
    expect(await coupon(id, body)).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses other durations, missing products and bad max_redemptions', async () => {
    const { id } = await product();
    const base = { percent_off: 10, currency: 'usd', applies_to: { products: [id] } };
    expect((await server.call('POST', `${PAY}/coupons`, { token: publisher, body: { ...base, duration: 'once' } })).body.message).toBe('Invalid duration: must be one of forever');
    expect((await server.call('POST', `${PAY}/coupons`, { token: publisher, body: { ...base, duration: 'forever', applies_to: { products: [] } } })).body.message).toBe('Missing required param: applies_to[products].');
    expect((await server.call('POST', `${PAY}/coupons`, { token: publisher, body: { ...base, duration: 'forever', max_redemptions: 0 } })).body.message).toBe('Invalid max_redemptions: must be at least 1');
  });

  it('creates a promotion code from a coupon and reads it back with the coupon expanded', async () => {
    const { id } = await product();
    const c = (await coupon(id)).body;
    const expiresAt = Math.floor(Date.now() / 1000) + 86_400;
    const code = await server.call('POST', `${PAY}/promotion_codes`, { token: publisher, body: { coupon: c.id, active: true, code: 'CALM20', max_redemptions: 5, expires_at: expiresAt } });
    expect(code.status).toBe(200);
    expect(code.body).toMatchObject({ object: 'promotion_code', code: 'CALM20', active: true, max_redemptions: 5, expires_at: expiresAt, times_redeemed: 0, coupon: { id: c.id, percent_off: 20 } });
    expect(code.body.id).toMatch(/^promo_[A-Za-z0-9]{24}$/);
    expect(code.body).not.toHaveProperty('code_key');
    expect((await server.call('GET', `${PAY}/promotion_codes/${code.body.id}`, { token: publisher })).body).toEqual(code.body);
    expect((await server.call('GET', `${PAY}/promotion_codes/${code.body.id}`, { token: other })).status).toBe(404);
    // expires_at 0 means none.
    const forever = await server.call('POST', `${PAY}/promotion_codes`, { token: publisher, body: { coupon: c.id, active: true, code: 'FOREVER1', max_redemptions: 5, expires_at: 0 } });
    expect(forever.body.expires_at).toBeNull();
  });

  it('refuses a duplicate active code in any letter case, bad codes, past expiry and another’s coupon', async () => {
    const { id } = await product();
    const c = (await coupon(id)).body;
    const send = (body: Record<string, unknown>, token = publisher) => server.call('POST', `${PAY}/promotion_codes`, { token, body: { coupon: c.id, active: true, max_redemptions: 1, ...body } });
    expect((await send({ code: 'SPRING1' })).status).toBe(200);
    expect(await send({ code: 'spring1' })).toMatchObject({ status: 400, body: { message: 'An active promotion code with `code: spring1` already exists.' } });
    expect(await send({ code: 'NO SPACES' })).toMatchObject({ status: 400, body: { message: 'Invalid code: use letters and digits only' } });
    expect(await send({ code: '' })).toMatchObject({ status: 400, body: { message: 'Missing required param: code.' } });
    expect(await send({ code: 'PAST1', expires_at: 1000 })).toMatchObject({ status: 400, body: { message: 'Invalid expires_at: must be in the future' } });
    expect(await send({ code: 'ZERO1', max_redemptions: 0 })).toMatchObject({ status: 400, body: { message: 'Invalid max_redemptions: must be at least 1' } });
    expect(await send({ code: 'THEIRS1' }, other)).toMatchObject({ status: 404, body: { message: `No such coupon: '${c.id}'` } });
  });
});

describe('payment service: a user without a profile', () => {
  it('is refused every write until the username is set (spec 1 §2)', async () => {
    const { server: fresh } = await startServiceBackend();
    const newUser = await fresh.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password);
    expect(await fresh.call('POST', `${PAY}/products`, { token: newUser, body: { name: 'A' } })).toMatchObject({ status: 403, body: { message: 'Complete your profile before creating content' } });
    expect(await fresh.call('POST', '/svc/groups/api/v1/groups', { token: newUser, body: {} })).toMatchObject({ status: 403 });
    expect(await fresh.call('POST', '/svc/events/api/v1/events', { token: newUser, body: {} })).toMatchObject({ status: 403 });
    await fresh.stop();
  }, 120_000);
});
