import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';
import { KINDS, WORKSHOP_RULES, rowData } from './workshopRuleTable';

const ITEMS = '/svc/teacherDashboard/api/v1/publishers/wizards/workshop/items';


// The first save compiles the workshop wizard on a machine shared with other test runs.
vi.setConfig({ testTimeout: 30_000 });
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
}, 60_000);
afterAll(() => server.stop());

describe('the workshop step saves refuse every spec 3 §5 rule with its exact message (same table as the browser)', () => {
  it.each(WORKSHOP_RULES.map((row, i) => [row.rule, row, i] as const))('%s', async (_name, row, i) => {
    // The route's kind picks the variant of a new item; the form's own `type` is never trusted over it.
    const body = { ...rowData(row), kind: KINDS[row.kind], type: 'WORKSHOP_RECORDING' };
    const { status, body: answer } = await server.call('PUT', `${ITEMS}/rule-${i}/steps/${row.step}`, { token, body });
    expect(status).toBe(400);
    expect(answer.errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: row.message }));
  });
});
