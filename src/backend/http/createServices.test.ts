import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthPort, Backend, ServiceName } from '../ports';
import { createServices, type Services } from './createServices';

// Each thin call sends the method, path, query and body of the spec tables (spec 1 §7, spec 3 §7).
interface Seen {
  method: string;
  url: string;
  body: unknown;
}
let server: Server;
let seen: Seen[] = [];
let services: Services;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url?.includes('/occurrences/o1') ? '{}' : '{"data":"tok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const names: ServiceName[] = ['teacherDashboard', 'payment', 'events', 'forums', 'groups', 'search', 'users', 'mainSite'];
  const backend = {
    kind: 'local',
    auth: { getIdToken: async () => 't' } as Partial<AuthPort> as AuthPort,
    serviceUrls: Object.fromEntries(names.map((name) => [name, `${base}/${name}`])),
  } as Backend;
  services = createServices(backend, { alert: vi.fn(), toast: vi.fn() });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cases: Array<[string, (s: Services) => Promise<unknown>, string, string, unknown]> = [
  ['library item PATCH', (s) => s.teacherDashboard.patchLibraryItem('REMOVE', 'li1'), 'PATCH', '/teacherDashboard/api/v1/publishers/libraryitems', { action: 'REMOVE', library_item_id: 'li1' }],
  ['library item POST', (s) => s.teacherDashboard.postLibraryItemStatus('SET_PENDING', 'li1'), 'POST', '/teacherDashboard/api/v1/publishers/libraryitems', { action: 'SET_PENDING', library_item_id: 'li1' }],
  ['metrics', (s) => s.teacherDashboard.getLibraryItemMetrics('li 1'), 'GET', '/teacherDashboard/api/v1/publishers/libraryitems/li%201/metrics', undefined],
  ['ratings', (s) => s.teacherDashboard.getRatings({ library_item_id: 'li1', library_item_type: 'COURSES' }), 'GET', '/teacherDashboard/api/v1/publishers/dashboard/ratings?library_item_id=li1&library_item_type=COURSES', undefined],
  ['profile', (s) => s.teacherDashboard.patchProfile({ username: 'a.b' }), 'PATCH', '/teacherDashboard/api/v1/publishers/profile', { username: 'a.b' }],
  ['donations default range', (s) => s.teacherDashboard.getDonations(), 'GET', '/teacherDashboard/api/v1/donations?range=30', undefined],
  ['price in usd', (s) => s.payment.createPrice({ unit_amount: 1999, product: 'p1', nickname: 'n', lookup_key: 'k' }), 'POST', '/payment/api/v1/prices', { unit_amount: 1999, product: 'p1', nickname: 'n', lookup_key: 'k', currency: 'usd' }],
  ['deactivate price', (s) => s.payment.deactivatePrice('pr1', 'n'), 'POST', '/payment/api/v1/prices/pr1', { active: false, nickname: 'n' }],
  ['coupon forever', (s) => s.payment.createCoupon({ percent_off: 10, applies_to: { products: ['p1'] } }), 'POST', '/payment/api/v1/coupons', { percent_off: 10, applies_to: { products: ['p1'] }, currency: 'usd', duration: 'forever' }],
  ['groups list', (s) => s.groups.listGroups(), 'GET', '/groups/api/v1/groups?include_pending=true&limit=999', undefined],
  ['cancel live event', (s) => s.events.cancelLiveEvent('e1'), 'POST', '/events/api/v1/live-events/e1', { action: 'CANCEL' }],
  ['hide promo card', (s) => s.events.hidePromoCard('e1', 'pc1'), 'POST', '/events/api/v1/events/e1/promo-cards/pc1', { action: 'HIDE' }],
  ['forum posts', (s) => s.forums.listPosts('f1', { offset: 0, limit: 10, has_publisher_reply: false }), 'GET', '/forums/forums/f1/posts?offset=0&limit=10&has_publisher_reply=false', undefined],
  ['user search', (s) => s.search.searchUsers({ query: 'ann', limit: 5 }), 'GET', '/search/users/search?query=ann&limit=5', undefined],
  ['impersonation token', (s) => s.users.getImpersonationToken('u1'), 'GET', '/users/api/v1/_admin/users/u1/token', undefined],
];

describe('typed service calls', () => {
  it.each(cases)('%s', async (_name, call, method, url, body) => {
    seen = [];
    await call(services);
    expect(seen).toEqual([{ method, url, body }]);
  });

  it('gives null and logs when an occurrence action answers without a token', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(services.events.occurrenceAction('e1', 'o1', { action: 'START' })).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('returns the impersonation token from the data field', async () => {
    await expect(services.users.getImpersonationToken('u1')).resolves.toBe('tok');
  });
});
