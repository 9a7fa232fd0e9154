import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentsPort } from '../../../backend/ports';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { AppServicesProvider } from '../../../lib/session/AppServices';
import { createSession } from '../../../lib/session/createSession';
import { createFakeBackend } from '../../../lib/session/testing/createFakeBackend';
import { ShopProductContext } from '../ShopProductContext';
import { PromoCodesSection } from './PromoCodesField';

const wizard = compileWizard(readSchemaFiles(process.cwd(), ['schemas']).source, 'promo-code');
const SERVICE = 'http://fake.invalid/svc/payment/';
const ENTRY = { id: 'promo_A', coupon_id: 'C1', name: 'TENOFF', type: 'FIXED', percent_off: null, fixed_amount_off: 1050, max_redemptions: 3, expires_at: 0, times_redeemed: 0, created: 1 };
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};

// The payment service stands in at the fetch its client makes; every call is recorded with its headers.
function stubPayment() {
  const calls: Array<{ method: string; path: string; body: unknown; test: string | null }> = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = input.url.slice(SERVICE.length);
    const text = await input.text();
    calls.push({ method: input.method, path, body: text ? JSON.parse(text) : undefined, test: input.headers.get('X-Test-Environment') });
    const answer = answers[`${input.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  answers = {};
});

async function mount({ productId = 'prod_1' as string | null, codes = [] as unknown[], testMode = false } = {}) {
  const backend = createFakeBackend([{ uid: 'u1', email: 'p@x.test', password: 'pw', isAdmin: false }]);
  const documents: DocumentsPort = {
    ...backend.documents,
    get: (async (path: string) => (path === 'users/u1/shop_products/w1' ? { id: 'w1', path, data: { stripe_refs: productId ? { product_id: productId } : undefined, promo_codes: codes } } : null)) as DocumentsPort['get'],
  };
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  await session.signIn('p@x.test', 'pw');
  const notifier = { alert: vi.fn(), toast: vi.fn() };
  const calls = stubPayment();
  render(
    <MantineProvider>
      <AppServicesProvider services={{ backend: { ...backend, documents }, session, notifier }}>
        <ShopProductContext.Provider value={{ shopProductId: 'w1', testMode }}>
          <PromoCodesSection loadWizard={async () => wizard} />
        </ShopProductContext.Provider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { calls, notifier };
}

const field = (label: RegExp) => screen.getByLabelText(label);

// Mantine in jsdom on a shared 2-core machine: a test can take several seconds.
describe('Promotion Codes section', { timeout: 20_000 }, () => {
  it('lists the codes as amount off (cents / 100) or percent off, off forever, with max redemptions and expiry', async () => {
    await mount({ codes: [ENTRY, { ...ENTRY, id: 'promo_B', name: 'CALM20', type: 'PERCENT', percent_off: 20, fixed_amount_off: null, expires_at: 1_893_455_999 }] });
    const list = await screen.findByRole('list', { name: 'Promo codes of this workshop' });
    expect(list).toHaveTextContent('TENOFF');
    expect(list).toHaveTextContent('$10.50 off forever');
    expect(list).toHaveTextContent('20% off forever');
    expect(list).toHaveTextContent('Max redemptions: 3');
    expect(list).toHaveTextContent('No expiry');
    expect(list).toHaveTextContent('Expires Dec 31, 2029');
  });

  it('refuses the form with the spec 3 §5 messages before any call', async () => {
    const { calls } = await mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Add promo code' }));
    await waitFor(() => expect(field(/^Promo code/)).toHaveAccessibleDescription('Please add a promo code name'));
    expect(screen.getByText('Please select promo type')).toBeInTheDocument();
    expect(field(/^Max redemptions/)).toHaveAccessibleDescription('Please enter max redemptions allowed');
    fireEvent.change(field(/^Promo code/), { target: { value: 'TEN OFF' } });
    fireEvent.click(screen.getByLabelText('Percentage off'));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Percentage off/ }), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add promo code' }));
    await waitFor(() => expect(field(/^Promo code/)).toHaveAccessibleDescription('Please use alphabets and numbers only.'));
    expect(screen.getByRole('textbox', { name: /^Percentage off/ })).toHaveAccessibleDescription(/Discount percentage cannot be more than 100/);
    expect(calls).toEqual([]);
  });

  it('adds a code: coupon (cents, test header) → promotion code → attach, then says so and lists it', async () => {
    answers['POST api/v1/coupons'] = { status: 200, body: { id: 'C1' } };
    answers['POST api/v1/promotion_codes'] = { status: 200, body: { id: 'promo_A' } };
    answers['POST api/v1/shop_products/w1/promotion_codes'] = { status: 200, body: { data: [ENTRY] } };
    const { calls, notifier } = await mount({ testMode: true });
    fireEvent.change(await screen.findByLabelText(/^Promo code/), { target: { value: 'TENOFF' } });
    fireEvent.click(screen.getByLabelText('Fixed amount off'));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Discount amount/ }), { target: { value: '10.5' } });
    fireEvent.change(field(/^Max redemptions/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add promo code' }));
    await waitFor(() => expect(notifier.toast).toHaveBeenCalledWith({ title: 'Promo code added successfully', message: '' }));
    expect(calls.map((c) => [c.method, c.path, c.body, c.test])).toEqual([
      ['POST', 'api/v1/coupons', { amount_off: 1050, max_redemptions: 3, applies_to: { products: ['prod_1'] }, currency: 'usd', duration: 'forever' }, 'true'],
      ['POST', 'api/v1/promotion_codes', { coupon: 'C1', active: true, code: 'TENOFF', max_redemptions: 3 }, 'true'],
      ['POST', 'api/v1/shop_products/w1/promotion_codes', { promotion_code: 'promo_A' }, 'true'],
    ]);
    expect(await screen.findByText('$10.50 off forever')).toBeInTheDocument();
  });

  it.each([
    ['coupon fails with a server message', 'POST api/v1/coupons', { message: 'No such product' }, 'No such product'],
    ['coupon fails without one', 'POST api/v1/coupons', {}, 'Some error occurred while creating coupon'],
    ['attach fails', 'POST api/v1/shop_products/w1/promotion_codes', { message: 'x' }, 'Some error occurred'],
  ])('%s: alerts %j', async (_case, failing, body, text) => {
    answers['POST api/v1/coupons'] = { status: 200, body: { id: 'C1' } };
    answers['POST api/v1/promotion_codes'] = { status: 200, body: { id: 'promo_A' } };
    answers[failing] = { status: 400, body };
    const { notifier } = await mount();
    fireEvent.change(await screen.findByLabelText(/^Promo code/), { target: { value: 'TENOFF' } });
    fireEvent.click(screen.getByLabelText('Percentage off'));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Percentage off/ }), { target: { value: '10' } });
    fireEvent.change(field(/^Max redemptions/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add promo code' }));
    await waitFor(() => expect(notifier.alert).toHaveBeenCalledWith(text));
    expect(notifier.toast).not.toHaveBeenCalled();
  });

  it('asks for a saved price first when the workshop has no payment product', async () => {
    await mount({ productId: null });
    expect(await screen.findAllByText('Save the workshop with its price first: promo codes apply to its payment product.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add promo code' })).not.toBeInTheDocument();
  });
});
