import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';
import type { TestServer } from './testServer';

const TD = '/svc/teacherDashboard/api/v1/publishers';
let s: CommerceServer;
let server: TestServer;

beforeAll(async () => {
  s = await startCommerceServer();
  server = s.server;
}, 120_000);
afterAll(() => server.stop());

const get = (path: string, token = s.publisher) => server.call('GET', path, { token });

describe('reviews inbox (spec 3 §3, §4, §9)', () => {
  it('pages the demo publisher’s 40 reviews by 10, Unanswered by default, with counts per tab', async () => {
    const answer = await get(`${TD}/inbox/reviews`);
    expect(answer.status).toBe(200);
    const { items, counts, tab, total } = answer.body.data;
    expect(tab).toBe('UNANSWERED');
    expect(counts.ALL).toBe(40);
    expect(counts.ANSWERED + counts.UNANSWERED).toBe(40);
    expect(total).toBe(counts.UNANSWERED);
    expect(items).toHaveLength(10);
    expect(items.every((item: { has_publisher_reply: boolean }) => !item.has_publisher_reply)).toBe(true);
    expect((await get(`${TD}/inbox/reviews?limit=11`)).status).toBe(400);
    const fives = (await get(`${TD}/inbox/reviews?tab=ALL&rating=5`)).body.data;
    expect(fives.items.every((item: { rating: number }) => item.rating === 5)).toBe(true);
    const course = (await get(`${TD}/inbox/reviews?tab=ALL&item_id=course-sleep-well`)).body.data;
    expect(course.items.every((item: { item_id: string }) => item.item_id === 'course-sleep-well')).toBe(true);
  });

  it('replies, edits and deletes a reply; deleting resets has_publisher_reply and the Unanswered count follows', async () => {
    const before = (await get(`${TD}/inbox/reviews`)).body.data;
    const id = before.items[0].id;
    const empty = await server.call('PUT', `${TD}/inbox/reviews/${id}/reply`, { token: s.publisher, body: { publisher_reply: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please write a reply');
    const extra = await server.call('PUT', `${TD}/inbox/reviews/${id}/reply`, { token: s.publisher, body: { publisher_reply: 'Hi', has_publisher_reply: false } });
    // Only the reply text is taken: the flag is the server's to set.
    expect(extra.body.data.has_publisher_reply).toBe(true);
    const replied = await server.call('PUT', `${TD}/inbox/reviews/${id}/reply`, { token: s.publisher, body: { publisher_reply: ' Thank you! ' } });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ has_publisher_reply: true, publisher_reply: 'Thank you!' });
    expect(replied.body.data.publisher_replied_at.epoch).toBeGreaterThan(0);
    expect((await get(`${TD}/inbox/reviews`)).body.data.counts.UNANSWERED).toBe(before.counts.UNANSWERED - 1);
    const edited = await server.call('PUT', `${TD}/inbox/reviews/${id}/reply`, { token: s.publisher, body: { publisher_reply: 'Thank you, truly.' } });
    expect(edited.body.data.publisher_reply).toBe('Thank you, truly.');
    const deleted = await server.call('DELETE', `${TD}/inbox/reviews/${id}/reply`, { token: s.publisher });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ has_publisher_reply: false, publisher_reply: null, publisher_replied_at: null });
    expect((await get(`${TD}/inbox/reviews`)).body.data.counts.UNANSWERED).toBe(before.counts.UNANSWERED);
  });

  it('does the same on the gratitude wall, 25 a page', async () => {
    const wall = (await get(`${TD}/inbox/gratitude?tab=ALL`)).body.data;
    expect(wall.items.length).toBeGreaterThan(0);
    expect(wall.items.length).toBeLessThanOrEqual(25);
    expect((await get(`${TD}/inbox/gratitude?limit=26`)).status).toBe(400);
    const id = (await get(`${TD}/inbox/gratitude`)).body.data.items[0].id;
    expect((await server.call('PUT', `${TD}/inbox/gratitude/${id}/reply`, { token: s.publisher, body: { publisher_reply: 'Grateful.' } })).body.data.has_publisher_reply).toBe(true);
    expect((await server.call('DELETE', `${TD}/inbox/gratitude/${id}/reply`, { token: s.publisher })).body.data.has_publisher_reply).toBe(false);
  });

  it('moves a last-read marker and the notification dots with it', async () => {
    expect((await get(`${TD}/notification-dots`)).body.data.reviews).toBe(true);
    const marked = await server.call('POST', `${TD}/last-read/reviews`, { token: s.publisher });
    expect(marked.status).toBe(200);
    expect(marked.body.data.dots.reviews).toBe(false);
    const settings = await get('/api/docs/users/demo-publisher/private/settings');
    expect(settings.body.data.notification_dots.reviews).toBe(false);
    expect((await get(`${TD}/inbox/reviews?tab=ALL`)).body.data.items.every((item: { is_new: boolean }) => !item.is_new)).toBe(true);
    expect((await server.call('POST', `${TD}/last-read/elsewhere`, { token: s.publisher })).status).toBe(400);
  });

  it('keeps saved replies as a checked list the documents API cannot write', async () => {
    const list = (await get(`${TD}/saved-replies`)).body.data.saved_replies;
    expect(list.length).toBeGreaterThan(0);
    const bad = await server.call('PUT', `${TD}/saved-replies`, { token: s.publisher, body: { saved_replies: [{ title: '', text: 'x' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please name the saved reply');
    const ok = await server.call('PUT', `${TD}/saved-replies`, { token: s.publisher, body: { saved_replies: [...list, { title: 'Welcome', text: 'Welcome {first_name}!' }] } });
    expect(ok.status).toBe(200);
    const direct = await server.call('PATCH', '/api/docs/users/demo-publisher/private/settings', { token: s.publisher, body: { saved_replies: [] } });
    expect(direct.status).toBeGreaterThanOrEqual(400);
  });

  it('answers ratings of the caller’s own library items only', async () => {
    const own = await get(`${TD}/dashboard/ratings?library_item_id=course-calm-mornings&library_item_type=COURSES`);
    expect(own.status).toBe(200);
    expect(own.body.data.count).toBeGreaterThan(0);
    expect(own.body.data.average).toBeGreaterThan(0);
    expect((await get(`${TD}/dashboard/ratings?library_item_id=course-calm-mornings&library_item_type=COURSES`, s.other)).status).toBe(404);
  });
});

describe('ownership', () => {
  it('never shows one publisher’s inbox to another, nor lets them reply', async () => {
    const theirs = (await get(`${TD}/inbox/reviews?tab=ALL`, s.other)).body.data;
    expect(theirs.counts.ALL).toBe(0);
    const id = (await get(`${TD}/inbox/reviews`)).body.data.items[0].id;
    expect((await server.call('PUT', `${TD}/inbox/reviews/${id}/reply`, { token: s.other, body: { publisher_reply: 'Mine now' } })).status).toBe(404);
    expect((await server.call('DELETE', `${TD}/inbox/reviews/${id}/reply`, { token: s.other })).status).toBe(404);
    expect((await get(`/svc/users/publishers/demo-publisher/library-items/reviews`, s.other)).status).toBe(403);
    expect((await get(`/svc/users/publishers/demo-publisher/library-items/reviews`)).body.total).toBeGreaterThan(0);
    expect((await get(`/svc/search/courses/course-calm-mornings/reviews`, s.other)).body.total).toBe(0);
    expect((await get(`/svc/payment/api/v1/shop_products/reviews?owner_id=demo-publisher`, s.other)).status).toBe(403);
    const review = (await get(`${TD}/inbox/reviews?tab=ALL&item_id=track-deep-rest`)).body.data.items[0];
    const flag = { type: 'SPAM', reason: 'Advertises a product' };
    expect((await server.call('POST', `/svc/chat/library_items/track-deep-rest/reviews/${review.id}/flags`, { token: s.other, body: flag })).status).toBe(404);
    expect((await server.call('POST', `/svc/chat/library_items/track-deep-rest/reviews/${review.id}/flags`, { token: s.publisher, body: { type: 'RUDE' } })).body.message).toBe(
      'Please choose why you are flagging this',
    );
    expect((await server.call('POST', `/svc/chat/library_items/track-deep-rest/reviews/${review.id}/flags`, { token: s.publisher, body: flag })).status).toBe(201);
  });

  it.each([
    ['GET', `${TD}/inbox/reviews`],
    ['PUT', `${TD}/inbox/reviews/x/reply`],
    ['DELETE', `${TD}/inbox/gratitude/x/reply`],
    ['POST', `${TD}/last-read/reviews`],
    ['GET', `${TD}/saved-replies`],
    ['PUT', `${TD}/saved-replies`],
    ['GET', `${TD}/dashboard/ratings`],
    ['GET', `${TD}/notification-dots`],
    ['POST', '/svc/teacherDashboard/api/v1/forums/f/posts/p/auto-replies'],
    ['GET', '/svc/users/publishers/demo-publisher/library-items/reviews'],
    ['GET', '/svc/search/courses/c/reviews'],
    ['GET', '/svc/payment/api/v1/shop_products/reviews'],
    ['POST', '/svc/chat/library_items/i/reviews/r/flags'],
    ['GET', '/svc/presence/v1/spaces/a/b/users/demo-publisher/friends'],
    ['POST', '/svc/shareLinks/api/v1/share-links'],
  ])('%s %s without a token: 401 Request unauthenticated', async (method, path) => {
    const answer = await server.call(method, path, { token: null, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });
});

describe('presence and share links', () => {
  it('counts the caller’s community in x-total-count (GET and HEAD), 20 a page, and refuses another user’s', async () => {
    const path = '/svc/presence/v1/spaces/publishers/community/users/demo-publisher/friends';
    const list = await get(path);
    expect(list.status).toBe(200);
    const total = Number(list.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(0);
    expect(list.body.data.length).toBe(Math.min(total, 20));
    const head = await server.call('HEAD', path, { token: s.publisher });
    expect(head.headers.get('x-total-count')).toBe(String(total));
    expect((await get('/svc/presence/v2/spaces/publishers/community/users/demo-publisher/friends', s.other)).status).toBe(403);
  });

  it('makes a short link for a public link shape that redirects to it, and refuses other shapes and other users', async () => {
    const body = { web_link: 'https://stillpoint.example/demo.teacher/workshops/demo-workshop-breathwork', deep_link: 'stillpoint://workshops/demo-workshop-breathwork', user_id: 'demo-publisher', title: 'Breathwork Basics' };
    const made = await server.call('POST', '/svc/shareLinks/api/v1/share-links', { token: s.publisher, body });
    expect(made.status).toBe(201);
    const followed = await fetch(made.body.data.short_link, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(body.web_link);
    const bad = await server.call('POST', '/svc/shareLinks/api/v1/share-links', { token: s.publisher, body: { ...body, web_link: 'https://stillpoint.example/a/b/c/d' } });
    expect(bad.body.message).toBe("This is not one of the product's public link shapes");
    expect((await server.call('POST', '/svc/shareLinks/api/v1/share-links', { token: s.other, body })).status).toBe(403);
  });
});
