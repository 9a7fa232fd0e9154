import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';
import { becomePublisher } from './commerceFixtures';

const GROUPS = '/svc/groups/api/v1/groups';
let server: TestServer;
let publisher: string;
let other: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  server = await startTestServer();
  [publisher, other] = await Promise.all([server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password), server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password)]);
  await becomePublisher(server, other);
}, 120_000);
afterAll(() => server.stop());

const names = (items: Array<{ name: string }>) => items.map((g) => g.name).sort();

describe('groups service', () => {
  it('lists the caller’s groups with owner and admin flags; pending ones only with include_pending', async () => {
    const all = await server.call('GET', `${GROUPS}?include_pending=true&limit=999`, { token: publisher });
    expect(all.status).toBe(200);
    expect(names(all.body.items)).toEqual(['Breathwork Basics Workshop Group', 'Lisbon Yoga Circle', 'Morning Sitters', 'Sleep Better Together']);
    const byName = Object.fromEntries(all.body.items.map((g: { name: string }) => [g.name, g]));
    expect(byName['Morning Sitters']).toEqual({
      id: 'demo-group-morning-sitters',
      name: 'Morning Sitters',
      privacy_type: 'PRIVATE',
      privacy_hidden: false,
      status: 'APPROVED',
      member_count: 3,
      is_owner: true,
      is_admin: true,
      background: { type: 'PROFILE_IMAGE' },
      group_summary: { description: 'A daily 20-minute sit before work, with a short check-in afterwards.', member_count: 3 },
    });
    expect(byName['Lisbon Yoga Circle']).toMatchObject({ is_owner: false, is_admin: true });
    expect(byName['Sleep Better Together']).toMatchObject({ is_owner: false, is_admin: false });
    const approved = await server.call('GET', `${GROUPS}?limit=999`, { token: publisher });
    expect(names(approved.body.items)).toEqual(['Lisbon Yoga Circle', 'Morning Sitters', 'Sleep Better Together']);
    const theirs = await server.call('GET', `${GROUPS}?include_pending=true&limit=999`, { token: other });
    expect(names(theirs.body.items)).toEqual(['Lisbon Yoga Circle', 'Morning Sitters', 'New Voices']);
    expect((await server.call('GET', `${GROUPS}?include_pending=true&limit=1`, { token: publisher })).body.items).toHaveLength(1);
  });

  it('creates a private hidden group owned by the caller, pending, listed with include_pending', async () => {
    const created = await server.call('POST', GROUPS, {
      token: publisher,
      body: { name: 'Breathwork Basics - Demo Teacher', type: 'GROUP', privacy_type: 'PRIVATE', privacy_hidden: true, long_description: 'Workshop group', created_by_device_lang: 'en', background: { type: 'PROFILE_IMAGE' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Breathwork Basics - Demo Teacher', privacy_type: 'PRIVATE', privacy_hidden: true, status: 'PENDING', member_count: 1, is_owner: true, is_admin: true });
    const listed = await server.call('GET', `${GROUPS}?include_pending=true&limit=999`, { token: publisher });
    expect(listed.body.items.map((g: { id: string }) => g.id)).toContain(created.body.id);
    const elsewhere = await server.call('GET', `${GROUPS}?include_pending=true&limit=999`, { token: other });
    expect(elsewhere.body.items.map((g: { id: string }) => g.id)).not.toContain(created.body.id);
  });

  it.each([
    [{ type: 'GROUP', privacy_type: 'PRIVATE', background: { type: 'PROFILE_IMAGE' } }, 'Missing required param: name.'],
    [{ name: 'x', type: 'CHANNEL', privacy_type: 'PRIVATE', background: { type: 'PROFILE_IMAGE' } }, 'Invalid type: must be one of GROUP'],
    [{ name: 'x', type: 'GROUP', privacy_type: 'SECRET', background: { type: 'PROFILE_IMAGE' } }, 'Invalid privacy_type: must be one of PUBLIC, PRIVATE'],
    [{ name: 'x', type: 'GROUP', privacy_type: 'PRIVATE' }, 'Missing required param: background.'],
    [{ name: 'x', type: 'GROUP', privacy_type: 'PRIVATE', background: { type: 'PROFILE_IMAGE' }, owner_id: DEMO_ADMIN.uid }, 'Received unknown parameter: owner_id'],
    [{ name: 'x'.repeat(101), type: 'GROUP', privacy_type: 'PRIVATE', background: { type: 'PROFILE_IMAGE' } }, 'Invalid name: must be at most 100 characters'],
  ])('refuses the group %j: %s', async (body, message) => {
    expect(await server.call('POST', GROUPS, { token: publisher, body })).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a bad limit and an unauthenticated caller', async () => {
    expect(await server.call('GET', `${GROUPS}?limit=1000`, { token: publisher })).toMatchObject({ status: 400, body: { message: 'Invalid limit: must be an integer from 1 to 999' } });
    expect(await server.call('GET', `${GROUPS}?limit=abc`, { token: publisher })).toMatchObject({ status: 400 });
    expect(await server.call('GET', GROUPS)).toMatchObject({ status: 401, body: { message: 'Request unauthenticated' } });
  });
});
