import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody, signQuery } from '../../src/server/services/payouts/payeeSigning';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';

const SVC = '/svc/teacherDashboard';
const PAYEES = `${SVC}/api/v1/publishers/tipalti/payees`;
const LOCAL = `${SVC}/api/v1/publishers/tipalti/local/PayeeDashboard`;

let s: CommerceServer;
let masterKey: string;
beforeAll(async () => {
  s = await startCommerceServer();
  // Created on the first payout call; the tests forge stale and foreign links with it.
  await s.server.call('POST', PAYEES, { token: s.publisher });
  masterKey = readFileSync(join(s.server.dataDir, 'payout-master.key'), 'utf8').trim();
}, 120_000);
afterAll(() => s?.server.stop());

const queryOf = (iframeUrl: string) => iframeUrl.slice(iframeUrl.indexOf('?'));
const settingsOf = async (token: string, uid: string) => (await s.server.call('GET', `/api/docs/users/${uid}/private/settings`, { token })).body.data;
const ADDRESS = { first_name: 'Demo', last_name: 'Teacher', street1: 'Rua Augusta 1', city: 'Lisbon', zip: '1100-053', country: 'PT' };

describe('payouts, local provider (issue 18 item 3)', () => {
  it.each([
    ['POST', PAYEES],
    ['GET', `${PAYEES}/me`],
    ['GET', `${LOCAL}?idap=x&ts=1&hashkey=y`],
    ['POST', `${LOCAL}/steps/address?idap=x&ts=1&hashkey=y`],
  ])('%s %s without a token: 401 Request unauthenticated', async (method, path) => {
    const answer = await s.server.call(method, path, { token: null, body: method === 'POST' ? {} : undefined });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });

  it('onboards the payee through address, payment method and tax form to payable, updating payment_details', async () => {
    const created = await s.server.call('POST', PAYEES, { token: s.other, body: {} });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ provider: 'local', status: 'NOT_PAYABLE', steps: ['address', 'payment-method', 'tax-form'] });
    const query = queryOf(created.body.data.iframe_url);
    expect(query).toMatch(/^\?idap=demo-newuser&payer=local-payer&ts=\d+&hashkey=[0-9a-f]{64}$/);
    expect((await settingsOf(s.other, 'demo-newuser')).payout_onboarding_started_at.epoch).toBeGreaterThan(0);

    const outOfOrder = await s.server.call('POST', `${LOCAL}/steps/tax-form${query}`, { token: s.other, body: { tax_form: 'W9', tax_id: '123-45-6789', certified: true } });
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.message).toBe('Complete the address step first');

    const address = await s.server.call('POST', `${LOCAL}/steps/address${query}`, { token: s.other, body: ADDRESS });
    expect(address.body.data).toMatchObject({ status: 'NOT_PAYABLE', steps_done: ['address'] });

    const noEmail = await s.server.call('POST', `${LOCAL}/steps/payment-method${query}`, { token: s.other, body: { payment_type: 'PAYPAL' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors.map((e: { message: string }) => e.message)).toContain('Please add your PayPal e-mail');
    await s.server.call('POST', `${LOCAL}/steps/payment-method${query}`, { token: s.other, body: { payment_type: 'PAYPAL', paypal_email: 'teacher@example.org' } });

    const tax = await s.server.call('POST', `${LOCAL}/steps/tax-form${query}`, { token: s.other, body: { tax_form: 'W8BEN', tax_id: 'PT123456789', certified: true } });
    expect(tax.body.data).toMatchObject({ status: 'PAYABLE', steps_done: ['address', 'payment-method', 'tax-form'] });
    const settings = await settingsOf(s.other, 'demo-newuser');
    expect(settings.payment_details).toMatchObject({ payment_type: 'PAYPAL', address: { country: 'PT' }, sanctioned_country_payment_type: null });
    expect(settings.payout_status).toBe('PAYABLE');
    expect(settings.payout_onboarding_completed_at.epoch).toBeGreaterThan(0);
    expect((await s.server.call('GET', `${PAYEES}/me`, { token: s.other })).body.data.status).toBe('PAYABLE');
  });

  it('blocks a sanctioned country or region with the schema message and records the screening result', async () => {
    const created = await s.server.call('POST', PAYEES, { token: s.publisher, body: {} });
    const query = queryOf(created.body.data.iframe_url);
    const russia = await s.server.call('POST', `${LOCAL}/steps/address${query}`, { token: s.publisher, body: { ...ADDRESS, country: 'RU' } });
    expect(russia.status).toBe(400);
    expect(russia.body.message).toBe('Payouts cannot be sent to this country or region.');
    const crimea = await s.server.call('POST', `${LOCAL}/steps/address${query}`, { token: s.publisher, body: { ...ADDRESS, country: 'UA', region: 'Crimea' } });
    expect(crimea.body.message).toBe('Payouts cannot be sent to this country or region.');
    const settings = await settingsOf(s.publisher, 'demo-publisher');
    expect(settings.payment_details).toMatchObject({ sanctioned_country_payment_type: 'SANCTIONED_COUNTRY', address: { country: 'UA' } });
    expect((await s.server.call('GET', `${PAYEES}/me`, { token: s.publisher })).body.data.status).toBe('BLOCKED');
  });

  it('refuses a tampered, stale or foreign signed link', async () => {
    const query = queryOf((await s.server.call('POST', PAYEES, { token: s.publisher, body: {} })).body.data.iframe_url);
    const tampered = query.replace(/hashkey=./, (m) => (m.endsWith('0') ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`));
    expect((await s.server.call('GET', `${LOCAL}${tampered}`, { token: s.publisher })).status).toBe(403);
    const stale = `?${signQuery({ idap: 'demo-publisher', payer: 'local-payer', ts: String(Math.floor(Date.now() / 1000) - 7200) }, masterKey)}`;
    const staleAnswer = await s.server.call('GET', `${LOCAL}${stale}`, { token: s.publisher });
    expect(staleAnswer.status).toBe(403);
    expect(staleAnswer.body.message).toBe('The payout link has expired; open Payment Settings again');
    // The publisher's own valid link, used by another signed-in publisher.
    const foreign = await s.server.call('POST', `${LOCAL}/steps/address${query}`, { token: s.other, body: ADDRESS });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('The payout link belongs to another payee');
    expect((await s.server.call('GET', `${LOCAL}${query}`, { token: s.publisher })).status).toBe(200);
  });

  it('accepts only status callbacks signed with the master key', async () => {
    const ipn = { type: 'payee_details_changed', idap: 'demo-publisher', ts: Math.floor(Date.now() / 1000), step: 'address', country: 'PT' };
    const unsigned = await s.server.call('POST', `${SVC}/api/v1/publishers/tipalti/ipn`, { token: null, body: ipn, headers: { 'x-payout-signature': 'nope' } });
    expect(unsigned.status).toBe(401);
    const canonical = JSON.stringify(Object.fromEntries(Object.entries(ipn).sort(([a], [b]) => a.localeCompare(b))));
    const signed = await s.server.call('POST', `${SVC}/api/v1/publishers/tipalti/ipn`, { token: null, body: ipn, headers: { 'x-payout-signature': signBody(canonical, masterKey) } });
    expect(signed.status).toBe(200);
    expect(signed.body.data.status).toBe('NOT_PAYABLE');
  });

  it('payout fields of the settings are not writable through the documents API', async () => {
    const write = await s.server.call('PATCH', '/api/docs/users/demo-publisher/private/settings', { token: s.publisher, body: { data: { payout_status: 'PAYABLE' } } });
    expect(write.status).toBe(403);
    const payee = await s.server.call('GET', '/api/docs/payout_payees/demo-publisher', { token: s.publisher });
    expect(payee.status).toBe(400);
  });
});
