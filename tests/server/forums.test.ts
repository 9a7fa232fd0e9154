import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';
import type { TestServer } from './testServer';

const F = '/svc/forums';
const FORUM = 'demo-forum-community';
let s: CommerceServer;
let server: TestServer;

beforeAll(async () => {
  s = await startCommerceServer();
  server = s.server;
}, 120_000);
afterAll(() => server.stop());

// A tiny WebM file: the EBML header is what the server checks.
const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, ...new Array(64).fill(0)]);

describe('forums service (spec 3 §7)', () => {
  it('lists the publisher’s forum and classroom; another publisher reaches neither', async () => {
    const forums = await server.call('GET', `${F}/forums`, { token: s.publisher });
    expect(forums.body.data.map((f: { id: string }) => f.id).sort()).toEqual(['demo-classroom-calm-mornings', FORUM]);
    expect((await server.call('GET', `${F}/forums`, { token: s.other })).body.data).toEqual([]);
    expect((await server.call('GET', `${F}/forums/${FORUM}`, { token: s.other })).status).toBe(404);
    expect((await server.call('GET', `${F}/forums/${FORUM}/posts`, { token: s.other })).status).toBe(404);
    const classroom = (await server.call('GET', `${F}/forums/demo-classroom-calm-mornings/posts`, { token: s.publisher })).body.data;
    expect(classroom[0]).toHaveProperty('submitted_response');
  });

  it('posts (pinned first), edits and deletes; replies come 3 at a time; unanswered filter', async () => {
    const bad = await server.call('POST', `${F}/forums/${FORUM}/posts`, { token: s.publisher, body: { message: '', type: 'TEXT' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please write a message');
    expect((await server.call('POST', `${F}/forums/${FORUM}/posts`, { token: s.publisher, body: { message: 'Hi', type: 'AUDIO' } })).body.message).toBe('A post is sent as TEXT');
    const made = await server.call('POST', `${F}/forums/${FORUM}/posts`, { token: s.publisher, body: { message: 'Live Q&A on Sunday', type: 'TEXT', is_pinned: true } });
    expect(made.status).toBe(201);
    const id = made.body.data.post_id;
    const list = await server.call('GET', `${F}/forums/${FORUM}/posts`, { token: s.publisher });
    expect(list.body.data[0].is_pinned).toBe(true);
    expect(Number(list.headers.get('x-total-count'))).toBe(list.body.total);
    const busy = list.body.data.find((p: { reply_count: number }) => p.reply_count > 3);
    expect(busy.replies).toHaveLength(3);
    const edited = await server.call('PUT', `${F}/forums/${FORUM}/posts/${id}`, { token: s.publisher, body: { message: 'Live Q&A moved to Monday', type: 'TEXT', is_pinned: false } });
    expect(edited.body.data).toMatchObject({ message: 'Live Q&A moved to Monday', is_pinned: false });
    expect((await server.call('PUT', `${F}/forums/${FORUM}/posts/${id}`, { token: s.other, body: { message: 'x', type: 'TEXT' } })).status).toBe(404);
    expect((await server.call('DELETE', `${F}/forums/${FORUM}/posts/${id}`, { token: s.other })).status).toBe(404);
    expect((await server.call('DELETE', `${F}/forums/${FORUM}/posts/${id}`, { token: s.publisher })).status).toBe(204);
    const unanswered = (await server.call('GET', `${F}/forums/${FORUM}/posts?has_publisher_reply=false`, { token: s.publisher })).body.data;
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.every((p: { has_publisher_reply: boolean }) => !p.has_publisher_reply)).toBe(true);
  });

  it('a TEXT reply answers a post; deleting it makes the post unanswered again', async () => {
    const post = (await server.call('GET', `${F}/forums/${FORUM}/posts?has_publisher_reply=false`, { token: s.publisher })).body.data[0];
    const missing = await server.call('POST', `/svc/forums/posts/${post.post_id}/replies`, { token: s.publisher, body: { post_id: post.post_id, post_origin: 'FORUM', type: 'TEXT' } });
    expect(missing.body.message).toBe('Please write a reply');
    const reply = await server.call('POST', `/svc/forums/posts/${post.post_id}/replies`, { token: s.publisher, body: { post_id: post.post_id, post_origin: 'FORUM', type: 'TEXT', message: 'Welcome back!' } });
    expect(reply.status).toBe(201);
    const answered = (await server.call('GET', `${F}/forums/${FORUM}/posts?has_publisher_reply=true`, { token: s.publisher })).body.data;
    expect(answered.some((p: { post_id: string }) => p.post_id === post.post_id)).toBe(true);
    expect((await server.call('POST', `/svc/forums/posts/${post.post_id}/replies`, { token: s.other, body: { post_id: post.post_id, post_origin: 'FORUM', type: 'TEXT', message: 'x' } })).status).toBe(404);
    expect((await server.call('DELETE', `/svc/forums/posts/${post.post_id}/replies/${reply.body.data.id}`, { token: s.publisher })).status).toBe(204);
    const again = (await server.call('GET', `${F}/forums/${FORUM}/posts?has_publisher_reply=false`, { token: s.publisher })).body.data;
    expect(again.some((p: { post_id: string }) => p.post_id === post.post_id)).toBe(true);
  });

  it('an AUDIO reply names a WebM recording the publisher uploaded for that post', async () => {
    const post = 'demo-post-3';
    const upload = await fetch(`${server.url}${F}/posts/${post}/audio`, { method: 'PUT', headers: { authorization: `Bearer ${s.publisher}`, 'content-type': 'audio/webm' }, body: webm });
    expect(upload.status).toBe(201);
    const { audio_url } = (await upload.json()).data as { audio_url: string };
    expect(audio_url).toMatch(/^demo-publisher\/uploads\/forums\/demo-post-3\/.+\.webm$/);
    const notWebm = await fetch(`${server.url}${F}/posts/${post}/audio`, { method: 'PUT', headers: { authorization: `Bearer ${s.publisher}`, 'content-type': 'audio/webm' }, body: Buffer.from('<html>not audio</html>') });
    expect(notWebm.status).toBe(415);
    const forged = await server.call('POST', `${F}/posts/${post}/replies`, { token: s.publisher, body: { post_id: post, post_origin: 'FORUM', type: 'AUDIO', audio_url: 'demo-publisher/uploads/elsewhere.webm' } });
    expect(forged.body.message).toBe('Please record a reply');
    const reply = await server.call('POST', `${F}/posts/${post}/replies`, { token: s.publisher, body: { post_id: post, post_origin: 'FORUM', type: 'AUDIO', audio_url } });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ type: 'AUDIO', audio_url });
  });

  it('flags: the caller’s own flag on a post of their forum only', async () => {
    const path = `${F}/posts/demo-post-5/users/demo-publisher/flags`;
    expect((await server.call('POST', path, { token: s.publisher, body: { type: 'OFF_TOPIC', reason: 'Belongs in feedback' } })).status).toBe(201);
    expect((await server.call('GET', path, { token: s.publisher })).body.data[0]).toMatchObject({ type: 'OFF_TOPIC' });
    expect((await server.call('GET', `${F}/posts/demo-post-5/users/demo-newuser/flags`, { token: s.publisher })).status).toBe(403);
    expect((await server.call('GET', `${F}/posts/demo-post-5/users/demo-newuser/flags`, { token: s.other })).status).toBe(404);
  });

  it('the auto-reply drafts an answer from the saved replies, for the forum’s owner only', async () => {
    const url = '/svc/teacherDashboard/api/v1/forums/demo-classroom-calm-mornings/posts/demo-classroom-post-1/auto-replies';
    const body = { question: 'The audio cut out, what should I do?', user_name: 'Ana Lima', user_id: 'member-1' };
    const drafted = await server.call('POST', url, { token: s.publisher, body });
    expect(drafted.status).toBe(200);
    expect(drafted.body.data.response_ai_answer).toContain('Sorry about the audio, Ana.');
    expect((await server.call('POST', url, { token: s.other, body })).status).toBe(404);
    expect((await server.call('POST', url, { token: s.publisher, body: { ...body, question: '' } })).body.message).toBe('The question is missing');
  });

  it.each([
    ['GET', `${F}/forums`],
    ['GET', `${F}/forums/${FORUM}`],
    ['GET', `${F}/forums/${FORUM}/posts`],
    ['POST', `${F}/forums/${FORUM}/posts`],
    ['PUT', `${F}/forums/${FORUM}/posts/p`],
    ['DELETE', `${F}/forums/${FORUM}/posts/p`],
    ['GET', `${F}/posts/p/replies`],
    ['POST', `${F}/posts/p/replies`],
    ['DELETE', `${F}/posts/p/replies/r`],
    ['PUT', `${F}/posts/p/audio`],
    ['GET', `${F}/posts/p/users/u/flags`],
    ['POST', `${F}/posts/p/users/u/flags`],
  ])('%s %s without a token: 401 Request unauthenticated', async (method, path) => {
    const answer = await server.call(method, path, { token: null });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });
});
