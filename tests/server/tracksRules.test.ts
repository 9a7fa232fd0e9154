import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { ROUTE_OF, RULES, rowData, UID, VALID, type TrackRuleRow } from './tracksRuleTable';
import { startTestServer, type TestServer } from './testServer';

const TRACKS = '/svc/teacherDashboard/api/v1/publishers/tracks';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  expect(DEMO_PUBLISHER.uid).toBe(UID);
}, 60_000);
afterAll(() => server.stop());

const save = (id: string, step: string, body: Record<string, unknown>) => server.call('PUT', `${TRACKS}/${id}/steps/${step}`, { token, body });

describe('track step saves refuse every spec 1 §5 Track rule with its exact message (same table as the browser)', () => {
  it.each(RULES.map((row, i) => [row.rule, row, i] as const))('%s', async (_name, row: TrackRuleRow, i) => {
    const id = `rule-${i}`;
    const route = ROUTE_OF[row.variant ?? 'FREE_AUDIO'];
    if (row.step !== 'details') {
      // The track exists first (with the Details fields the rule reads), so the step is judged over it.
      expect((await save(id, 'details', { ...VALID.details, ...row.item, track_route: route })).status).toBe(201);
    }
    const { status, body } = await save(id, row.step, { ...rowData(row), track_route: route });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: row.message }));
    if (row.step === 'details') expect((await server.call('GET', `${TRACKS}/${id}`, { token })).status).toBe(404);
  });

  it('accepts the valid data of the table, step by step, and submits the track (PENDING)', async () => {
    expect((await save('rule-valid', 'details', { ...VALID.details, track_route: 'free-audio' })).status).toBe(201);
    expect((await save('rule-valid', 'copyright', VALID.copyright)).status).toBe(200);
    expect((await save('rule-valid', 'categorize', VALID.categorize)).status).toBe(200);
    const submitted = await server.call('POST', '/svc/teacherDashboard/api/v1/publishers/libraryitems', { token, body: { action: 'SET_PENDING', library_item_id: 'rule-valid' } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('PENDING');
  });

  it('refuses to submit an incomplete track with the step errors (400), and music marked copyright free at review', async () => {
    expect((await save('rule-incomplete', 'details', { ...VALID.details, track_route: 'free-audio' })).status).toBe(201);
    const refused = await server.call('POST', '/svc/teacherDashboard/api/v1/publishers/libraryitems', { token, body: { action: 'SET_PENDING', library_item_id: 'rule-incomplete' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ step: 'copyright', pointer: '/copyright_status', message: 'Please select a copyright status' }));
  });
});
