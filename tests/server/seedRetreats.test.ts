import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

// The demo retreats (issue 12 part 5) as the publisher and an admin meet them through the retreat calls.
const TD = '/svc/teacherDashboard/api/v1/publishers';

let server: TestServer;
let token: string;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  [token, adminToken] = await Promise.all([server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password), server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)]);
}, 60_000);
afterAll(() => server.stop());

describe('demo retreats', { timeout: 30_000 }, () => {
  it('lists a half-filled draft, a complete pending retreat and an approved one with sales', async () => {
    const { body } = await server.call('GET', `${TD}/retreats`, { token });
    const byId = Object.fromEntries(body.data.map((r: { id: string }) => [r.id, r]));
    expect(byId['retreat-draft']).toEqual(expect.objectContaining({ status: 'DRAFT', can_edit: true, progress: { complete: 4, total: 10 } }));
    expect(byId['retreat-pending']).toEqual(expect.objectContaining({ status: 'PENDING', can_edit: true, progress: { complete: 10, total: 10 } }));
    expect(byId['retreat-approved']).toEqual(expect.objectContaining({ status: 'APPROVED', can_edit: false, number_of_sales: 5, progress: { complete: 10, total: 10 } }));
  });

  it('the approved retreat is the admin’s to edit, and its options show their sales', async () => {
    expect((await server.call('GET', `${TD}/retreats/retreat-approved?user_id=${DEMO_PUBLISHER.uid}`, { token: adminToken })).body.data.can_edit).toBe(true);
    const stats = await server.call('GET', '/svc/payment/api/v1/shop_products/retreat-approved/retreat/accommodation-options/stats', { token });
    expect(stats.body.data).toEqual([
      { name: 'Sea view room', option_id: 'sea-view', accommodation_option_type: 'PRIVATE_ROOM', number_of_sales: 3 },
      { name: 'Shared loft', option_id: 'shared-loft', accommodation_option_type: 'SHARED_ROOM', number_of_sales: 2 },
    ]);
  });

  it('the submitted retreats have a payment product with an active custom-amount price, and their images are stored', async () => {
    const retreat = (await server.call('GET', `${TD}/retreats/retreat-pending`, { token })).body.data.data;
    const prices = await server.call('GET', `/svc/payment/api/v1/prices?product=${retreat.stripe_refs.product_id}`, { token });
    expect(prices.body.data).toEqual([expect.objectContaining({ id: retreat.stripe_refs.price_id, active: true, custom_unit_amount: expect.objectContaining({ enabled: true }) })]);
    const hero = await server.call('GET', `/api/files-url/${retreat.hero_image_url.remoteFile}`, { token });
    expect((await fetch(hero.body.url.startsWith('http') ? hero.body.url : server.url + hero.body.url)).status).toBe(200);
  });

  it('the pending retreat can be submitted again as it stands (it is whole)', async () => {
    const { status, body } = await server.call('POST', `${TD}/retreats/retreat-pending/submit`, { token, body: { permission_granted: true } });
    expect([status, body.errors]).toEqual([200, undefined]);
  });
});
