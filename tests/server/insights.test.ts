import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherShareCents } from '../../src/domain/insights/insightsRules';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';

const SVC = '/svc/teacherDashboard';
const ENDPOINTS = [
  '/api/v1/publishers/insights',
  '/api/v1/publishers/followers',
  '/api/v1/donations',
  '/api/v1/publishers/revenue',
  '/api/v1/publishers/libraryitems/track-deep-rest/metrics',
];

let s: CommerceServer;
beforeAll(async () => {
  s = await startCommerceServer();
}, 120_000);
afterAll(() => s?.server.stop());

describe('teacher-dashboard figures (issue 18)', () => {
  it.each(ENDPOINTS)('%s without a token: 401 Request unauthenticated', async (path) => {
    const answer = await s.server.call('GET', SVC + path, { token: null });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });

  it('the demo publisher sees a year of followers, donations at the 70% share and shop sales', async () => {
    const { body, status } = await s.server.call('GET', `${SVC}/api/v1/publishers/insights?interval=365`, { token: s.publisher });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.series.followers).toHaveLength(12);
    expect(data.kpis.followers.total).toBe(1280);
    expect(data.kpis.followers.current).toBe(data.series.followers.reduce((sum: number, p: { value: number }) => sum + p.value, 0));
    expect(data.kpis.donations_share_cents.current).toBeGreaterThan(0);
    expect(data.kpis.revenue_cents.current).toBe(data.kpis.donations_share_cents.current + data.kpis.shop_sales_cents.current);
    expect(data.top_content[0]).toMatchObject({ item_id: 'track-deep-rest', play_count: 1210 });
    expect(data.publish_days.length).toBeGreaterThan(0);
  });

  it.each([
    [30, 30],
    [84, 12],
    [365, 12],
    [450, 15],
  ])('interval %i gives %i points', async (interval, points) => {
    const { body } = await s.server.call('GET', `${SVC}/api/v1/publishers/insights?interval=${interval}`, { token: s.publisher });
    expect(body.data.series.followers).toHaveLength(points);
    expect(body.data.series.revenue_cents).toHaveLength(points);
  });

  it('donations default to 30 days, count by tier and give the publisher 70% of each', async () => {
    const { body } = await s.server.call('GET', `${SVC}/api/v1/donations`, { token: s.publisher });
    const data = body.data;
    expect(data.range).toBe(30);
    expect(data.series).toHaveLength(30);
    const tierCount = data.tiers.reduce((sum: number, t: { count: number }) => sum + t.count, 0);
    expect(tierCount).toBe(data.count);
    for (const tier of data.tiers) expect(tier.publisher_share_cents).toBe(tier.count * publisherShareCents(Math.round(tier.tier * 100)));
    const shares = data.tiers.reduce((sum: number, t: { publisher_share_cents: number }) => sum + t.publisher_share_cents, 0);
    expect(data.publisher_share_cents.current).toBe(shares);
    expect(shares).toBeLessThan(data.total_cents);
  });

  it('followers come 25 a page, newest first, with generated names flagged as guests', async () => {
    const first = await s.server.call('GET', `${SVC}/api/v1/publishers/followers?time_period_in_days=84`, { token: s.publisher });
    expect(first.body.data.followers).toHaveLength(25);
    expect(first.body.data.series).toHaveLength(12);
    expect(first.body.data.number_of_followers).toBe(1280);
    const last = await s.server.call('GET', `${SVC}/api/v1/publishers/followers?offset=1275`, { token: s.publisher });
    expect(last.body.data.followers).toHaveLength(5);
    const all = first.body.data.followers as Array<{ followed_at: { epoch: number } }>;
    expect(all.map((f) => f.followed_at.epoch)).toEqual([...all.map((f) => f.followed_at.epoch)].sort((a, b) => b - a));
    const guests = await s.server.call('GET', `${SVC}/api/v1/publishers/followers?offset=0&limit=25`, { token: s.publisher });
    for (const f of guests.body.data.followers) expect(f.is_guest).toBe(f.name === '' || f.name.startsWith('user_'));
  });

  it('revenue adds the shop sales of the seeded purchases to the donation share', async () => {
    const { body } = await s.server.call('GET', `${SVC}/api/v1/publishers/revenue?interval=30`, { token: s.publisher });
    const data = body.data;
    expect(data.shop_sales_cents.current).toBeGreaterThan(0);
    expect(data.products.reduce((sum: number, p: { amount_cents: number }) => sum + p.amount_cents, 0)).toBe(data.shop_sales_cents.current);
    expect(data.revenue_cents.current).toBe(data.donations_share_cents.current + data.shop_sales_cents.current);
  });

  it('another publisher sees only their own (empty) figures and none of the demo publisher’s items', async () => {
    const insights = await s.server.call('GET', `${SVC}/api/v1/publishers/insights`, { token: s.other });
    expect(insights.body.data.kpis.followers.total).toBe(0);
    expect(insights.body.data.kpis.revenue_cents.current).toBe(0);
    expect(insights.body.data.top_content).toEqual([]);
    const followers = await s.server.call('GET', `${SVC}/api/v1/publishers/followers?owner_id=demo-publisher&user_id=demo-publisher`, { token: s.other });
    expect(followers.body.data.followers).toEqual([]);
    const donations = await s.server.call('GET', `${SVC}/api/v1/donations?owner_id=demo-publisher`, { token: s.other });
    expect(donations.body.data.count).toBe(0);
    const metrics = await s.server.call('GET', `${SVC}/api/v1/publishers/libraryitems/track-deep-rest/metrics`, { token: s.other });
    expect(metrics.status).toBe(404);
    const own = await s.server.call('GET', `${SVC}/api/v1/publishers/libraryitems/track-deep-rest/metrics`, { token: s.publisher });
    expect(own.body.data).toMatchObject({ play_count: 1210, favorites_count: 54, rating_average: 4.9 });
  });

  it('the records are out of the documents API’s reach, for reading and for writing', async () => {
    const read = await s.server.call('GET', '/api/docs/teacher_dashboard/demo-publisher/donations/donation-00000', { token: s.other });
    expect(read.status).toBeGreaterThanOrEqual(400);
    const write = await s.server.call('PUT', '/api/docs/teacher_dashboard/demo-publisher/donations/x', { token: s.publisher, body: { data: { amount_donated: 9999 } } });
    expect(write.status).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['/api/v1/publishers/insights?interval=31', 'Invalid interval: must be one of 30, 84, 365, 450'],
    ['/api/v1/donations?range=abc', 'Invalid range: must be one of 30, 84, 365, 450'],
    ['/api/v1/publishers/followers?time_period_in_days=7', 'Invalid time_period_in_days: must be one of 30, 84, 365, 450'],
    ['/api/v1/publishers/followers?limit=26', 'Invalid limit: must be a whole number from 0 to 25'],
  ])('%s → 400 %s', async (path, message) => {
    const answer = await s.server.call('GET', SVC + path, { token: s.publisher });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
