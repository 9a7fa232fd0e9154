import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import type { TestServer } from './testServer';
import { startCommerceServer } from './commerceFixtures';
import { COMMENT_RULE_CASES } from '../fixtures/live/commentRuleCases';
import { openSse } from './liveEventsSse';

const SVC = '/svc/events/api/v1';
const HOUR = 3_600_000;
let server: TestServer;
let publisher: string;
let other: string;
let admin: string;

beforeAll(async () => {
  ({ server, publisher, other, admin } = await startCommerceServer());
}, 120_000);
afterAll(() => server.stop());

const event = (over: Record<string, unknown> = {}) => ({
  title: 'Sunrise Sit',
  description: 'Sitting together at sunrise',
  language_code: 'en',
  start_date: Date.now() + 2 * HOUR,
  tags: ['calm'],
  duration_mins: 15,
  content_type: 'GUIDED',
  type: 'LIVE_STREAM',
  ...over,
});

async function created(token = publisher, over: Record<string, unknown> = {}) {
  const answer = await server.call('POST', `${SVC}/live-events`, { token, body: event(over) });
  expect(answer.status).toBe(200);
  const own = await server.call('GET', `${SVC}/live-events/${answer.body.id}`, { token });
  return { id: answer.body.id as string, occurrence: own.body.next_occurrences[0].id as string, body: answer.body };
}

describe('live events: create, edit, cancel (spec 3 §7)', () => {
  it('creates an APPROVED event for a publisher who can host, with one occurrence, listed in pages', async () => {
    const { id, body } = await created();
    expect(body).toMatchObject({ title: 'Sunrise Sit', status: 'APPROVED', has_ended: false, owner: DEMO_PUBLISHER.uid, duration_mins: 15 });
    const page = await server.call('GET', `${SVC}/live-events?offset=0&limit=20`, { token: publisher });
    expect(page.body.data.map((e: { id: string }) => e.id)).toContain(id);
    expect(page.body.limit).toBe(20);
    // The menu's facts read the publisher's own copy.
    const mirror = await server.call('GET', `/api/docs/users/${DEMO_PUBLISHER.uid}/live_events/${id}`, { token: publisher });
    expect(mirror.status).toBe(200);
    expect(JSON.stringify(mirror.body)).toContain('"has_ended":false');
  });

  it('a publisher who cannot host yet gets a PENDING event', async () => {
    const { body } = await created(other);
    expect(body.status).toBe('PENDING');
  });

  it('refuses with the form schema messages (title, type) and unknown fields', async () => {
    const short = await server.call('POST', `${SVC}/live-events`, { token: publisher, body: event({ title: 'Hi' }) });
    expect(short).toMatchObject({ status: 400, body: { message: 'Title must be 4 or more characters.' } });
    const type = await server.call('POST', `${SVC}/live-events`, { token: publisher, body: event({ type: 'WEBINAR' }) });
    expect(type).toMatchObject({ status: 400, body: { message: 'Unsupported event type selected' } });
    const extra = await server.call('POST', `${SVC}/live-events`, { token: publisher, body: { ...event(), owner: 'someone' } });
    expect(extra).toMatchObject({ status: 400, body: { message: 'Received unknown parameter: owner' } });
    const foreign = await server.call('POST', `${SVC}/live-events`, { token: publisher, body: event({ cover_image: { fileName: 'a.png', remoteFile: 'demo-newuser/uploads/x/a.png', mime: 'image/png', bytes: 10, width: 2000, height: 2000 } }) });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'cover_image must be a file in your own uploads' } });
    // The workshop's /events calls do not make or change live events around these rules.
    expect((await server.call('POST', `${SVC}/events`, { token: publisher, body: event() })).status).toBe(400);
  });

  it('PATCH changes only title, description, tags and type; CANCEL cancels; then nothing changes', async () => {
    const { id } = await created();
    const patched = await server.call('PATCH', `${SVC}/live-events/${id}`, { token: publisher, body: { title: 'Sunset Sit', type: 'AUDIO_STREAM' } });
    expect(patched.body).toMatchObject({ title: 'Sunset Sit', type: 'AUDIO_STREAM', description: 'Sitting together at sunrise' });
    expect((await server.call('PATCH', `${SVC}/live-events/${id}`, { token: publisher, body: { duration_mins: 60 } })).body.message).toBe('Received unknown parameter: duration_mins');
    expect((await server.call('POST', `${SVC}/live-events/${id}`, { token: publisher, body: { action: 'CANCEL' } })).body.status).toBe('CANCELLED');
    expect(await server.call('PATCH', `${SVC}/live-events/${id}`, { token: publisher, body: { title: 'Again' } })).toMatchObject({ status: 409, body: { message: 'Cannot change a live event that is CANCELLED' } });
  });

  it('hides another publisher\'s event from every owner-only call; an admin reaches it', async () => {
    const { id, occurrence } = await created();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${SVC}/live-events/${id}`],
      ['PATCH', `${SVC}/live-events/${id}`, { title: 'Mine now' }],
      ['POST', `${SVC}/live-events/${id}`, { action: 'CANCEL' }],
      ['POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { action: 'START_SESSION' }],
      ['GET', `${SVC}/events/${id}/attendees?offset=0&limit=10`],
      ['GET', `${SVC}/events/${id}/occurrences/${occurrence}/selected-meditators?offset=0&limit=44`],
      ['POST', `${SVC}/events/${id}/promo-cards`, { id: 'p1', occurrence_id: occurrence, type: 'FOLLOW', item_id: '', ttl: 14400, action: 'SHOW' }],
      ['POST', `${SVC}/events/${id}/occurrences/${occurrence}/broadcast/0`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.call(method, path, { token: other, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await server.call('GET', `${SVC}/live-events/${id}`, { token: admin })).status).toBe(200);
    // The other publisher's list holds none of the demo publisher's events.
    const list = await server.call('GET', `${SVC}/live-events?offset=0&limit=1000`, { token: other });
    expect(list.body.data.every((e: { owner: string }) => e.owner !== DEMO_PUBLISHER.uid)).toBe(true);
  });

  it('answers Request unauthenticated without a user', async () => {
    const answer = await server.call('GET', `${SVC}/live-events`);
    expect(answer).toMatchObject({ status: 401, body: { message: 'Request unauthenticated' } });
  });
});

describe('demo live events (issue 17 item 6)', () => {
  it('seeds a past hosted event, an upcoming one and one starting within the hour', async () => {
    const list = (await server.call('GET', `${SVC}/live-events?offset=0&limit=1000`, { token: publisher })).body.data as Array<{ title: string; has_ended: boolean; start_date: number; type: string }>;
    const byTitle = (title: string) => list.find((e) => e.title === title)!;
    const now = Date.now();
    expect(byTitle('Morning Stillness')).toMatchObject({ has_ended: true });
    expect(byTitle('Evening Breath').start_date).toBeGreaterThan(now + 24 * HOUR);
    const soon = byTitle('Lunchtime Calm');
    expect(soon.start_date - now).toBeGreaterThan(0);
    expect(soon.start_date - now).toBeLessThan(HOUR);
    expect(soon.type).toBe('AUDIO_STREAM');
  });
});

describe('sessions, attendees and meditators', () => {
  it('START_SESSION answers a token; END_SESSION ends the session and the event', async () => {
    const { id, occurrence } = await created();
    const start = await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'START_SESSION', record_test_event: false } });
    expect(start.body.token).toMatch(/^[\w-]{20,}$/);
    expect(start.body.occurrence.status).toBe('IN_PROGRESS');
    const viewer = await server.call('GET', `${SVC}/events/${id}/live`, { token: other });
    expect(viewer.body).toMatchObject({ title: 'Sunrise Sit', occurrence: { id: occurrence, status: 'IN_PROGRESS' } });
    await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}/join`, { token: other });
    await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}/join`, { token: other });
    const attendees = await server.call('GET', `${SVC}/events/${id}/attendees?offset=0&limit=10`, { token: publisher });
    expect(attendees.body.total).toBe(1);
    const meditators = await server.call('GET', `${SVC}/events/${id}/occurrences/${occurrence}/selected-meditators?offset=0&limit=100`, { token: publisher });
    expect(meditators.body.limit).toBe(44);
    const end = await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'END_SESSION' } });
    expect(end.body.occurrence.status).toBe('ENDED');
    expect((await server.call('GET', `${SVC}/live-events/${id}`, { token: publisher })).body.has_ended).toBe(true);
    expect((await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'START_SESSION' } })).status).toBe(409);
  });

  it('a pending event does not go live, and its page is not public', async () => {
    const { id, occurrence } = await created(other);
    expect(await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: other, body: { action: 'START_SESSION' } })).toMatchObject({ status: 409, body: { message: 'Cannot go live: the event is PENDING' } });
    expect((await server.call('GET', `${SVC}/events/${id}/live`, { token: publisher })).status).toBe(404);
  });

  it('refuses broadcast chunks without the session token', async () => {
    const { id, occurrence } = await created();
    await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'START_SESSION' } });
    const answer = await fetch(`${server.url}${SVC}/events/${id}/occurrences/${occurrence}/broadcast/0`, { method: 'POST', headers: { authorization: `Bearer ${publisher}`, 'x-broadcast-token': 'wrong' }, body: Buffer.from('x') });
    expect(answer.status).toBe(403);
  });
});

describe('comments over SSE and promo cards', () => {
  it('checks a comment with the comment form the panel uses (schemas/wizards/live-comment): the same table, the same messages', async () => {
    const { id, occurrence } = await created();
    await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'START_SESSION' } });
    const path = `${SVC}/events/${id}/occurrences/${occurrence}/comments`;
    for (const [text, message] of COMMENT_RULE_CASES) {
      const answer = await server.call('POST', path, { token: other, body: { comment: text } });
      if (message) expect([answer.status, answer.body.message], text).toEqual([400, message]);
      else expect([answer.status, answer.body.comment, answer.body.status], text).toEqual([200, text, 'PENDING']);
    }
    expect((await server.call('POST', path, { token: other, body: { comment: '   ' } })).body.message).toBe('Please write a comment');
    expect((await server.call('POST', path, { token: other, body: { comment: 'Hi', status: 'APPROVED' } })).status).toBe(400);
  });

  it('streams comments with monotonic ids, replays from Last-Event-ID without loss or duplicates, and keeps a block', async () => {
    const { id, occurrence } = await created();
    const path = `${SVC}/events/${id}/occurrences/${occurrence}/comments/stream?access_token=${other}`;
    const first = await openSse(server.url, path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toContain('no-transform');
    expect(first.headers['content-type']).toContain('text/event-stream');
    const [snapshot] = await first.waitFor(1);
    expect(snapshot!.event).toBe('snapshot');
    const post = (text: string, token = other) => server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}/comments`, { token, body: { comment: text } });
    const one = await post('Hello from the back row');
    expect(one.body.status).toBe('PENDING');
    await post('Thank you');
    const got = await first.waitFor(3);
    expect(got.slice(1).map((m) => Number(m.id))).toEqual([1, 2]);
    first.close();
    // While disconnected: a block and a new comment.
    const moderate = (commentId: string, action: string, token = publisher) => server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}/comments/${commentId}`, { token, body: { action } });
    expect((await moderate(one.body.id, 'BLOCK')).body.status).toBe('BLOCKED');
    expect((await moderate(one.body.id, 'APPROVE')).body.status).toBe('BLOCKED');
    expect((await moderate(one.body.id, 'BLOCK', other)).status).toBe(404);
    await post('Late arrival');
    const again = await openSse(server.url, path, { 'last-event-id': '2' });
    const replay = await again.waitFor(2);
    expect(replay.map((m) => [m.id, m.event, JSON.parse(m.data).status])).toEqual([
      ['3', 'comment', 'BLOCKED'],
      ['4', 'comment', 'PENDING'],
    ]);
    again.close();
  });

  it('shows and hides a promo card (ttl 14400), told to the stream; refuses a card without its item', async () => {
    const { id, occurrence } = await created();
    const stream = await openSse(server.url, `${SVC}/events/${id}/occurrences/${occurrence}/comments/stream?access_token=${publisher}`);
    await stream.waitFor(1);
    // The demo publisher's approved retreat (a SHOP_PRODUCT card), shown with its title.
    const body = { id: 'card-1', occurrence_id: occurrence, type: 'SHOP_PRODUCT', item_id: 'retreat-approved', ttl: 14400, action: 'SHOW' };
    const shown = await server.call('POST', `${SVC}/events/${id}/promo-cards`, { token: publisher, body });
    expect(shown.body).toMatchObject({ id: 'card-1', type: 'SHOP_PRODUCT', ttl: 14400, hidden_at: null, title: 'Ocean Breath Yoga Week' });
    expect((await server.call('POST', `${SVC}/events/${id}/promo-cards`, { token: publisher, body: { ...body, item_id: '' } })).status).toBe(400);
    expect((await server.call('POST', `${SVC}/events/${id}/promo-cards`, { token: publisher, body: { ...body, type: 'RETREAT' } })).status).toBe(400);
    // Only the host's own live items: not an unknown id, a draft, a course on a retreat card, or an item of another publisher.
    const refused = async (card: Record<string, unknown>) => (await server.call('POST', `${SVC}/events/${id}/promo-cards`, { token: publisher, body: { ...body, id: `card-${String(card.item_id)}`, ...card } })).status;
    expect(await refused({ item_id: 'retreat-1' })).toBe(400);
    expect(await refused({ item_id: 'retreat-draft' })).toBe(400);
    expect(await refused({ item_id: 'course-calm-mornings' })).toBe(400);
    expect(await refused({ type: 'EVENT', item_id: id })).toBe(400);
    const foreign = await created(other);
    expect(await refused({ type: 'EVENT', item_id: foreign.id })).toBe(400);
    const mine = await created();
    const eventCard = await server.call('POST', `${SVC}/events/${id}/promo-cards`, { token: publisher, body: { ...body, id: 'card-event', type: 'EVENT', item_id: mine.id } });
    expect(eventCard.body).toMatchObject({ type: 'EVENT', item_id: mine.id, title: 'Sunrise Sit' });
    const course = await server.call('POST', `${SVC}/events/${id}/promo-cards`, { token: publisher, body: { ...body, id: 'card-course', type: 'COURSE', item_id: 'course-calm-mornings' } });
    expect(course.status).toBe(200);
    expect(course.body.title).toEqual(expect.any(String));
    expect(course.body.title.length).toBeGreaterThan(0);
    const hidden = await server.call('POST', `${SVC}/events/${id}/promo-cards/card-1`, { token: publisher, body: { action: 'HIDE' } });
    expect(hidden.body.hidden_at).toEqual(expect.any(Number));
    const messages = await stream.waitFor(5);
    expect(messages.slice(1).map((m) => m.event)).toEqual(['promo', 'promo', 'promo', 'promo']);
    stream.close();
  });
});
