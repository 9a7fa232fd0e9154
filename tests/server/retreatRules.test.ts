import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { CHOICES, RULES, VALID, rowData, withFacts, type RetreatStep } from './retreatRuleTable';
import { startTestServer, type TestServer } from './testServer';

// The server half of the shared retreat rule table: every spec 2 §5 row refused by the generic step save
// (the review step's permission box by submit) with the exact message the browser shows.
const TD = '/svc/teacherDashboard/api/v1/publishers';
const step = (id: string, key: RetreatStep) => `${TD}/wizards/retreat/items/${id}/steps/${key}`;
const FACTS = (JSON.parse(readFileSync('schemas/platform.json', 'utf8')) as { facts: Record<string, string> }).facts;
const RETREAT = 'rules-retreat';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  // A retreat to save steps of: created by its Info step, with the table's two accommodation options stored
  // (the venue step judges the stored options, saved one by one, besides the list it is sent).
  expect((await server.call('PUT', step(RETREAT, 'info'), { token, body: VALID.info })).status).toBe(201);
  for (const option of VALID['venue-and-accommodation'].accommodation_options as Array<Record<string, unknown>>) {
    expect((await server.call('PATCH', `${TD}/shop-products/${RETREAT}/accommodation`, { token, body: option })).status).toBe(200);
  }
}, 60_000);
afterAll(() => server.stop());

describe('retreat step saves refuse every spec 2 §5 rule with its exact message (same table as the browser)', { timeout: 30_000 }, () => {
  const stepRows = RULES.filter((row) => row.step !== 'review-and-submit');
  it.each(stepRows.map((row) => [row.rule, row] as const))('%s', async (_name, row) => {
    const { status, body } = await server.call('PUT', step(RETREAT, row.step), { token, body: rowData(row) });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: withFacts(row.message, FACTS) }));
  });

  it.each(CHOICES.map((row) => [row.rule, row] as const))('refuses the combination: %s', async (_name, row) => {
    const { status, body } = await server.call('PUT', step(RETREAT, row.step), { token, body: { ...VALID[row.step], [row.field]: row.refused } });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: `/${row.field}`, message: row.message }));
  });

  const reviewRows = RULES.filter((row) => row.step === 'review-and-submit');
  it.each(reviewRows.map((row) => [row.rule, row] as const))('submit: %s', async (_name, row) => {
    const { status, body } = await server.call('POST', `${TD}/retreats/${RETREAT}/submit`, { token, body: rowData(row) });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: withFacts(row.message, FACTS) }));
  });

  it('accepts the valid data of the table for every step, in order', async () => {
    for (const key of Object.keys(VALID) as RetreatStep[]) {
      if (key === 'review-and-submit') continue;
      const { status, body } = await server.call('PUT', step(RETREAT, key), { token, body: VALID[key] });
      expect([key, status, body.errors]).toEqual([key, 200, undefined]);
    }
  });
});
