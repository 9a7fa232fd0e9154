import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { VALID, lesson } from './coursesRuleTable';
import { startAttackServer, type AttackServer } from './attackServer';
import { rawRequest } from './testServer';

// Issue 10 item 6: each attack that worked is refused with a 4xx and a clear message, stores nothing,
// and leaves the server answering everyone else correctly.
const U = DEMO_PUBLISHER.uid;
const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
const NOTE = `/api/docs/users/${U}/notes/n1`;

let t: AttackServer;
beforeAll(async () => {
  t = await startAttackServer();
  await t.server.call('PUT', NOTE, { token: t.publisher, body: { data: { text: 'mine' } } });
});
afterAll(() => t.server.stop());
afterEach(async () => t.expectStillServing());

const raw = (method: string, path: string, body: string, token = t.publisher) =>
  rawRequest(t.server.url, method, path, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body);

describe('prototype pollution', () => {
  const reserved = /"(__proto__|constructor|prototype)" cannot be used as a field name or path segment/;

  it('refuses __proto__, constructor and prototype in dotted update keys, nothing stored', async () => {
    const before = t.storedState();
    for (const key of ['__proto__.contributors', 'constructor.prototype.public', 'a.__proto__.x', 'prototype']) {
      const res = await t.server.call('PATCH', NOTE, { token: t.publisher, body: { data: { [key]: ['x'] } } });
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(reserved)]);
    }
    expect(t.storedState()).toBe(before);
  });

  it('refuses a reserved key anywhere in any JSON body, even written with escapes', async () => {
    const before = t.storedState();
    const bodies: Array<[string, string, string]> = [
      ['PUT', NOTE, '{"data":{"__proto__":{"public":true}},"merge":true}'],
      ['PUT', NOTE, '{"data":{"deep":{"list":[{"constructor":{"prototype":{"x":1}}}]}}}'],
      ['PATCH', NOTE, '{"data":{"__proto\\u005f_.public":true}}'],
      ['POST', `/api/docs/users/${U}/notes`, '{"data":{"\\u005f_proto__":{"isAdmin":true}}}'],
      ['POST', `${COURSES}/course-calm-mornings/lessons`, `{"title":"x","__proto__":{"contributors":["x"]}}`],
      ['PUT', `${COURSES}/new-course/steps/details`, `{"title":"x","lang":{"__proto__":{"name":"x"}}}`],
    ];
    for (const [method, path, body] of bodies) {
      const res = await raw(method, path, body);
      expect([res.status, JSON.parse(res.body).message]).toEqual([400, expect.stringMatching(reserved)]);
    }
    expect(t.storedState()).toBe(before);
  });

  it('refuses reserved names as query fields and as document path segments', async () => {
    const query = await t.server.call('POST', `/api/query/users/${U}/notes`, { token: t.publisher, body: { where: [['__proto__.x', '==', 1]] } });
    expect([query.status, query.body.message]).toEqual([400, expect.stringMatching(reserved)]);
    const order = await t.server.call('POST', `/api/query/users/${U}/notes`, { token: t.publisher, body: { orderBy: [['a.constructor', 'asc']] } });
    expect(order.status).toBe(400);
    for (const segment of ['__proto__', 'constructor', 'prototype']) {
      const res = await t.server.call('PUT', `/api/docs/users/${U}/${segment}/x`, { token: t.publisher, body: { data: { a: 1 } } });
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(`"${segment}" is reserved`)]);
    }
  });

  it('after a refused attempt, the next user’s lesson and course saves carry nothing planted', async () => {
    await raw('PATCH', NOTE, '{"data":{"__proto__.contributors":["planted"],"__proto__.public":true}}');
    const created = await t.server.call('PUT', `${COURSES}/fresh/steps/details`, { token: t.publisher, body: VALID.details });
    expect(created.status).toBe(201);
    const added = await t.server.call('POST', `${COURSES}/fresh/lessons`, { token: t.publisher, body: lesson('Arriving') });
    expect(added.status).toBe(201);
    expect(JSON.stringify(added.body)).not.toContain('planted');
  });
});

describe('one request that stalled the server', () => {
  it('a step save with 32,000 categories answers 400 with one error at the field, and another user is served meanwhile', async () => {
    const before = t.storedState();
    const started = Date.now();
    const body = { ...VALID.details, categories: Array.from({ length: 32_000 }, (_, i) => i) };
    const [save, me] = await Promise.all([
      t.server.call('PUT', `${COURSES}/flood/steps/details`, { token: t.publisher, body }),
      t.server.call('GET', '/api/auth/me', { token: t.admin }),
    ]);
    expect(save.status).toBe(400);
    expect(save.body.errors).toHaveLength(1);
    expect(save.body.errors[0]).toMatchObject({ pointer: '/categories', message: 'At most 21 items are allowed here', keyword: 'maxItems' });
    expect([me.status, me.body.user.uid]).toEqual([200, 'demo-admin']);
    // Took 23 s before; generous for a loaded 2-core machine.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(t.storedState()).toBe(before);
  });

  it('a list without any bound in its schema is cut at 1000 items, with one error', async () => {
    const save = await t.server.call('PUT', `${COURSES}/course-calm-mornings/steps/lessons`, { token: t.publisher, body: { lessons: Array.from({ length: 200_000 }, () => 0) } });
    expect(save.status).toBe(400);
    expect(save.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/lessons']);
    expect(save.body.message).toBe('At most 1000 items are allowed here');
  });
});

describe('bad input that answered 500', () => {
  it('dotted update keys count towards the 100-level document nesting limit', async () => {
    const before = t.storedState();
    const deepKey = Array.from({ length: 1001 }, (_, i) => `k${i}`).join('.');
    for (const key of [deepKey, Array.from({ length: 101 }, () => 'a').join('.')]) {
      const res = await t.server.call('PATCH', NOTE, { token: t.publisher, body: { data: { [key]: 1 } } });
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining('nested too deeply (at most 100 levels')]);
    }
    // A short key holding a deep value adds up the same way.
    const nested = JSON.parse(`${'{"a":'.repeat(95)}1${'}'.repeat(95)}`) as unknown;
    expect((await t.server.call('PATCH', NOTE, { token: t.publisher, body: { data: { 'b.c.d.e.f.g': nested } } })).status).toBe(400);
    expect(t.storedState()).toBe(before);
    // At the limit it is stored.
    expect((await t.server.call('PATCH', NOTE, { token: t.publisher, body: { data: { [Array.from({ length: 99 }, () => 'a').join('.')]: 1 } } })).status).toBe(200);
  });

  it('any JSON body nested past 128 levels is refused before anything walks it', async () => {
    const before = t.storedState();
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const lessonBody = `{"title":"Deep","outline":${deep(3000)}}`;
    const bodies: Array<[string, string, string]> = [
      ['POST', `${COURSES}/course-calm-mornings/lessons`, lessonBody],
      ['PUT', `${COURSES}/deep/steps/details`, `{"lang":${deep(3000)}}`],
      ['PUT', NOTE, `{"data":${deep(200)}}`],
      ['POST', '/svc/teacherDashboard/api/v1/publishers/libraryitems', `{"action":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ];
    for (const [method, path, body] of bodies) {
      const res = await raw(method, path, body);
      expect([res.status, JSON.parse(res.body).message]).toEqual([400, 'The request body is nested too deeply (at most 128 levels)']);
    }
    expect(t.storedState()).toBe(before);
  });
});
