import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';

const SVC = '/svc/teacherDashboard';
const EVENTS = `${SVC}/api/v1/analytics/events`;
const SUMMARY = `${SVC}/api/v1/analytics/summary`;

let s: CommerceServer;
beforeAll(async () => {
  s = await startCommerceServer();
}, 120_000);
afterAll(() => s?.server.stop());

describe('analytics: page_view and click events (spec 1 §7, issue 18 item 6)', () => {
  it.each([
    ['POST', EVENTS],
    ['GET', SUMMARY],
  ])('%s %s without a token: 401 Request unauthenticated', async (method, path) => {
    const answer = await s.server.call(method, path, { token: null, body: method === 'POST' ? { events: [] } : undefined });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });

  it('stores events from publishers and summarises them for admins only', async () => {
    const sent = await s.server.call('POST', EVENTS, {
      token: s.publisher,
      body: { events: [{ type: 'page_view', path: '/revenue?x=secret' }, { type: 'page_view', path: '/revenue' }, { type: 'click', path: '/revenue', target: 'Download Revenue (CSV)' }] },
    });
    expect(sent.status).toBe(204);
    await s.server.call('POST', EVENTS, { token: s.other, body: { events: [{ type: 'page_view', path: '/followers' }] } });
    expect((await s.server.call('GET', SUMMARY, { token: s.publisher })).status).toBe(403);
    const summary = await s.server.call('GET', `${SUMMARY}?days=7`, { token: s.admin });
    expect(summary.status).toBe(200);
    expect(summary.body.data.totals).toEqual({ page_view: 3, click: 1, users: 2 });
    expect(summary.body.data.pages[0]).toEqual({ path: '/revenue', count: 2 });
    expect(summary.body.data.clicks).toEqual([{ path: '/revenue', target: 'Download Revenue (CSV)', count: 1 }]);
  });

  it.each([
    [{ events: [] }, 'Invalid events: must be a list of 1 to 50 events'],
    [{ events: [{ type: 'purchase', path: '/' }] }, 'Invalid events[0].type: must be page_view or click'],
    [{ events: [{ type: 'click', path: 'revenue' }] }, 'Invalid events[0].path: must be a path of at most 300 characters'],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await s.server.call('POST', EVENTS, { token: s.publisher, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
