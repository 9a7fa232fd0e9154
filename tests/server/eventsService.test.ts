import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import type { TestServer } from './testServer';
import { startCommerceServer } from './commerceFixtures';

const EVENTS = '/svc/events/api/v1/events';
const DAY = 86_400_000;
let server: TestServer;
let publisher: string;
let other: string;
let admin: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  ({ server, publisher, other, admin } = await startCommerceServer());
}, 120_000);
afterAll(() => server.stop());

const start = Date.now() + 7 * DAY;
const workshopEvent = { title: 'Breathwork Basics', description: 'Two mornings of breathwork', language_code: 'en', start_date: start, tags: ['breath'], duration_mins: 90, content_type: 'GUIDED', type: 'ZOOM' };

describe('events service', () => {
  it('creates an event first, then updates it with occurrences (spec 3 §4), and reads them back', async () => {
    const created = await server.call('POST', EVENTS, { token: publisher, body: workshopEvent });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...workshopEvent, status: 'APPROVED', has_ended: false, owner: DEMO_PUBLISHER.uid, next_occurrences: [] });
    const id = created.body.id;
    const dates = [
      { start_date: start, end_date: start + 90 * 60_000 },
      { start_date: start + DAY, end_date: start + DAY + 90 * 60_000 },
    ];
    const updated = await server.call('PUT', `${EVENTS}/${id}`, { token: publisher, body: { ...workshopEvent, occurrences: dates } });
    expect(updated.status).toBe(200);
    expect(updated.body.next_occurrences.map((o: { start_date: number; status: string }) => [o.start_date, o.status])).toEqual([
      [start, 'SCHEDULED'],
      [start + DAY, 'SCHEDULED'],
    ]);
    const occurrences = (await server.call('GET', `${EVENTS}/${id}/occurrences`, { token: publisher })).body.data;
    expect(occurrences).toHaveLength(2);
    expect(occurrences[0]).toMatchObject({ event_id: id, is_commenting_enabled: true, meta: { stats: {} } });
    // An occurrence sent back with its id keeps it; one left out is removed.
    const kept = await server.call('PUT', `${EVENTS}/${id}`, { token: publisher, body: { ...workshopEvent, title: 'Breathwork Basics II', occurrences: [{ id: occurrences[1].id, ...dates[1] }] } });
    expect(kept.body.title).toBe('Breathwork Basics II');
    expect(kept.body.next_occurrences.map((o: { id: string }) => o.id)).toEqual([occurrences[1].id]);
    expect((await server.call('GET', `${EVENTS}/${id}`, { token: publisher })).body).toEqual(kept.body);
    // Without occurrences in the body, they stay.
    const same = await server.call('PUT', `${EVENTS}/${id}`, { token: publisher, body: workshopEvent });
    expect(same.body.next_occurrences).toHaveLength(1);
  });

  it('hides an event from another publisher (read, update, occurrences); an admin reaches it', async () => {
    const { id } = (await server.call('POST', EVENTS, { token: publisher, body: workshopEvent })).body;
    expect(await server.call('GET', `${EVENTS}/${id}`, { token: other })).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    expect((await server.call('PUT', `${EVENTS}/${id}`, { token: other, body: workshopEvent })).status).toBe(404);
    expect((await server.call('GET', `${EVENTS}/${id}/occurrences`, { token: other })).status).toBe(404);
    expect((await server.call('GET', `${EVENTS}/${id}`, { token: admin })).status).toBe(200);
  });

  it.each([
    [{ ...workshopEvent, type: 'WEBINAR' }, 'Unsupported event type selected'],
    [{ ...workshopEvent, title: '' }, 'Missing required param: title.'],
    [{ ...workshopEvent, start_date: 1_700_000_000 }, 'Invalid start_date: must be at least 946684800000'],
    [{ ...workshopEvent, end_date: start - 1 }, 'Invalid end_date: must not be before start_date'],
    [{ ...workshopEvent, content_type: 'DANCE' }, 'Invalid content_type: must be one of YOGA, GUIDED, TALK, MUSIC'],
    [{ ...workshopEvent, occurrences: [{ start_date: start, end_date: start - 1 }] }, 'Invalid occurrences: an end_date is before its start_date'],
    [{ ...workshopEvent, occurrences: [{ start_date: start }] }, 'Missing required param: end_date.'],
    [{ ...workshopEvent, owner: DEMO_NEW_USER.uid }, 'Received unknown parameter: owner'],
    [{ ...workshopEvent, status: 'APPROVED' }, 'Received unknown parameter: status'],
  ])('refuses the event %#: %s', async (body, message) => {
    expect(await server.call('POST', EVENTS, { token: publisher, body })).toMatchObject({ status: 400, body: { message } });
  });

  it('defaults the duration to 15 minutes and refuses an occurrence id the event does not have', async () => {
    const { duration_mins: _d, ...withoutDuration } = workshopEvent;
    const created = await server.call('POST', EVENTS, { token: publisher, body: withoutDuration });
    expect(created.body.duration_mins).toBe(15);
    const answer = await server.call('PUT', `${EVENTS}/${created.body.id}`, { token: publisher, body: { ...workshopEvent, occurrences: [{ id: 'nope', start_date: start, end_date: start + 1 }] } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'No occurrence nope in this event' } });
  });
});
