import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';

const GENERATE = '/svc/teacherDashboard/api/generate';
const q = (url: string, cid?: string) => `${GENERATE}?${new URLSearchParams({ url, ...(cid ? { cid } : {}) }).toString()}`;

let s: CommerceServer;
beforeAll(async () => {
  s = await startCommerceServer();
}, 120_000);
afterAll(() => s?.server.stop());

describe('widgets service: GET /api/generate (spec 3 §7, issue 18 item 4)', () => {
  it('without a token: 401 Request unauthenticated', async () => {
    const answer = await s.server.call('GET', q('https://example.org/demo.teacher'), { token: null });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });

  it('makes the snippet for the publisher page and an own item, escaped for an attribute', async () => {
    const page = await s.server.call('GET', q('https://example.org/demo.teacher'), { token: s.publisher });
    expect(page.status).toBe(200);
    expect(page.body.data.html).toBe(
      '<iframe src="https://example.org/widgets/embed?url=https%3A%2F%2Fexample.org%2Fdemo.teacher" width="100%" height="420" style="border:0" loading="lazy" title="/demo.teacher"></iframe>',
    );
    const track = await s.server.call('GET', q('https://example.org/guided-meditations/track-deep-rest', 'track-deep-rest'), { token: s.publisher });
    expect(track.body.data.html).toContain('cid=track-deep-rest');
  });

  it('refuses another publisher’s links and bad input', async () => {
    expect((await s.server.call('GET', q('https://example.org/demo.teacher'), { token: s.other })).status).toBe(403);
    const foreignItem = await s.server.call('GET', q('https://example.org/guided-meditations/track-deep-rest'), { token: s.other });
    expect(foreignItem.status).toBe(403);
    expect(foreignItem.body.message).toBe('Widgets can only be made for your own public links');
    const bad = await s.server.call('GET', q('javascript:alert(1)'), { token: s.publisher });
    expect(bad.status).toBe(400);
    expect((await s.server.call('GET', q('https://example.org/demo.teacher', 'x"><script>'), { token: s.publisher })).status).toBe(400);
  });
});
