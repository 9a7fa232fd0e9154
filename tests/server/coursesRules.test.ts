import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCalendarDate, minimumPublishDate } from '../../machines/libraryItemStatus';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { RULES, VALID, rowData } from './coursesRuleTable';
import { startTestServer, type TestServer } from './testServer';

const STEPS = '/svc/teacherDashboard/api/v1/publishers/courses';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
});
afterAll(() => server.stop());

describe('course step saves refuse every spec 1 §5 rule with its exact message (same table as the client)', () => {
  it.each(RULES.map((row, i) => [row.rule, row, i] as const))('%s', async (_name, row, i) => {
    const { status, body } = await server.call('PUT', `${STEPS}/rule-${i}/steps/${row.step}`, { token, body: rowData(row) });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: row.message }));
    // Refused: nothing was created.
    expect((await server.call('GET', `${STEPS}/rule-${i}`, { token })).status).toBe(404);
  });

  it('refuses a publish date on or before the minimum with the date in the message', async () => {
    const minimum = minimumPublishDate(localCalendarDate(new Date()));
    const data = { ...VALID.promo, selected_publish_after: 'AFTER', publish_after: minimum };
    const { status, body } = await server.call('PUT', `${STEPS}/rule-date/steps/promo`, { token, body: data });
    expect(status).toBe(400);
    expect(body.message).toBe(`Please select a publish date after ${minimum} to proceed.`);
    expect(body.errors).toEqual([{ pointer: '/publish_after', message: `Please select a publish date after ${minimum} to proceed.`, keyword: 'dateFromToday' }]);
  });

  it('accepts the valid data of the table for details and promo', async () => {
    expect((await server.call('PUT', `${STEPS}/rule-valid/steps/details`, { token, body: VALID.details })).status).toBe(201);
    expect((await server.call('PUT', `${STEPS}/rule-valid/steps/promo`, { token, body: VALID.promo })).status).toBe(200);
  });
});
