import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { signIn } from './dashboardSteps';
import { pickDate } from './retreatWizardSteps';
import { callJson, tokenFor } from './serviceCalls';

// The workshop's payment flow and the shop lists against the real product server. The workshop form's
// accordion is the workshop-form issue's (its Promotion Codes section is PromoCodesField, covered in jsdom):
// here a workshop is made by DUPLICATE_SHOP_PRODUCT of the seeded one and its price changed through the
// generic step save, as the form's Finish would; the admin's approval (API) goes live with the new price.
const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const SHOTS = 'test-results/workshopCommerce';
const PAY = '/svc/payment/api/v1';
const ACTIONS = '/svc/teacherDashboard/api/v1/publishers/shop-products';
const REVIEW = '/svc/teacherDashboard/api/v1/_admin/shop-products/review';

let browser: Browser;
let publisher: string;
let admin: string;

const pay = (method: string, path: string, body?: unknown) => callJson(baseUrl, method, `${PAY}${path}`, body, publisher);

async function duplicateSeededWorkshop(date: string) {
  const answer = await callJson(baseUrl, 'POST', ACTIONS, { action: 'DUPLICATE_SHOP_PRODUCT', shop_product_id: 'demo-workshop-breathwork', start_date: `${date}T18:00`, end_date: `${date}T19:30` }, publisher);
  expect(answer.status).toBe(200);
  return (answer.data.data as { shop_product_id: string }).shop_product_id;
}

async function workshopCard(page: Page, title: RegExp) {
  return page.getByRole('article').filter({ hasText: title });
}

describe.skipIf(Boolean(skipReason))('workshop commerce (issue 13 parts 3, 4, 8, 9)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    publisher = await tokenFor(baseUrl, DEMO_PUBLISHER);
    admin = await tokenFor(baseUrl, DEMO_ADMIN);
  });
  afterAll(() => browser?.close());

  it('a workshop has its product and price; a changed price goes live on approval (old inactive, new active); a promo code is attached; the lists show it', async () => {
    const id = await duplicateSeededWorkshop('2031-02-03');
    const stored = (await pay('GET', `/shop_products?type=WORKSHOP&limit=50`)).data.data as Array<{ id: string; stripe_refs: { product_id: string; price_id: string } }>;
    const refs = stored.find((row) => row.id === id)!.stripe_refs;
    const firstPrice = (await pay('GET', `/prices/${refs.price_id}`)).data;
    expect(firstPrice).toMatchObject({ product: refs.product_id, unit_amount: 2500, currency: 'usd', active: true });
    expect((await pay('GET', `/products/${refs.product_id}`)).data).toMatchObject({ name: 'Breathwork Basics: Two Calm Mornings', active: true });

    // The publisher changes the price (the form's Price section, saved by the generic step save).
    const saved = await callJson(baseUrl, 'PUT', `/svc/teacherDashboard/api/v1/publishers/wizards/workshop/items/${id}/steps/price`, { price: 30, maximum_number_of_attendees: 30 }, publisher);
    expect(saved.status).toBe(200);
    const review = await callJson(baseUrl, 'POST', REVIEW, { shop_product_id: id, outcome: 'APPROVE' }, admin);
    expect(review.status).toBe(200);
    const prices = (await pay('GET', `/prices?product=${refs.product_id}`)).data.data as Array<{ id: string; active: boolean; unit_amount: number }>;
    expect(prices.map((p) => [p.id === refs.price_id ? 'old' : 'new', p.active, p.unit_amount]).sort()).toEqual([
      ['new', true, 3000],
      ['old', false, 2500],
    ]);

    // Promo code: coupon → promotion code → attach (spec 3 §4), as the Promotion Codes section sends them.
    const coupon = await pay('POST', '/coupons', { percent_off: 15, currency: 'usd', duration: 'forever', max_redemptions: 10, applies_to: { products: [refs.product_id] } });
    const code = await pay('POST', '/promotion_codes', { coupon: coupon.data.id, active: true, code: 'WINTER15', max_redemptions: 10 });
    const attached = await pay('POST', `/shop_products/${id}/promotion_codes`, { promotion_code: code.data.id });
    expect(attached.status).toBe(200);
    expect(attached.data.data).toEqual([expect.objectContaining({ name: 'WINTER15', type: 'PERCENT', percent_off: 15, max_redemptions: 10, expires_at: 0 })]);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, baseUrl, DEMO_PUBLISHER);
    await page.goto(`${baseUrl}/workshops`);
    await page.getByRole('tab', { name: 'Workshops', selected: true }).waitFor();
    const cards = page.getByRole('article').filter({ hasText: 'Breathwork Basics' });
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    const approved = cards.filter({ hasText: '$30.00' });
    await expect.poll(() => approved.textContent()).toContain('1 promo code');
    await expect.poll(() => approved.textContent()).toMatch(/1 date, first on Feb 3, 2031/);
    await page.screenshot({ path: `${SHOTS}/workshops-1280.png`, fullPage: true });
    await page.close();
  });

  it('publishers duplicate with a new date and delete a pending workshop with confirmation, at phone width; the promo tab lists the B2B promo', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, baseUrl, DEMO_PUBLISHER);
    await page.goto(`${baseUrl}/workshops`);
    const seeded = await workshopCard(page, /Breathwork Basics/);
    await expect.poll(() => seeded.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const before = await seeded.count();
    await seeded.filter({ hasText: 'Approved' }).first().getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Duplicate with new date' }).click();
    const dialog = page.getByRole('dialog', { name: /^Duplicate / });
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please pick a date, a start and an end time' }).waitFor();
    // The day is picked in the calendar (shown in the interface language): the 4th, three months ahead.
    await pickDate(page, dialog.getByRole('button', { name: /^Date/ }), 3, 4);
    const now = new Date();
    const picked = new Date(now.getFullYear(), now.getMonth() + 3, 4);
    const pickedIso = `${picked.getFullYear()}-${String(picked.getMonth() + 1).padStart(2, '0')}-04`;
    await dialog.getByRole('button', { name: /^Date/ }).filter({ hasText: new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(picked) }).waitFor();
    await dialog.getByLabel(/^Starts at/).fill('08:00');
    await dialog.getByLabel(/^Ends at/).fill('09:15');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => seeded.count(), { timeout: 20_000 }).toBe(before + 1);
    const copy = seeded.filter({ hasText: `first on ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(picked)}` });
    await expect.poll(() => copy.textContent()).toContain('Pending review');
    await page.screenshot({ path: `${SHOTS}/workshops-390.png`, fullPage: true });

    // Delete (soft) asks first; the pending copy leaves the list, and the server keeps it as DELETED.
    await copy.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete / });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => seeded.count(), { timeout: 20_000 }).toBe(before);
    const deleted = (await pay('GET', '/shop_products?type=WORKSHOP&status=DELETED')).data.data as Array<{ dates: Array<{ date: string }> }>;
    expect(deleted.some((row) => row.dates[0]?.date === pickedIso)).toBe(true);

    await page.goto(`${baseUrl}/shop?tab=B2B_WORKSHOP_PROMO`);
    await page.getByRole('tab', { name: 'B2B workshop promos', selected: true }).waitFor();
    await page.getByRole('article').filter({ hasText: 'Focus at Work' }).first().waitFor();
    await page.getByRole('link', { name: 'Create B2B workshop promo' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/shop-promos-390.png`, fullPage: true });
    await page.close();
  });

  it("adds a promo code in the workshop form's Promotion Codes section: the form's messages, then coupon → promotion code → attach", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, baseUrl, DEMO_PUBLISHER);
    await page.goto(`${baseUrl}/workshop/demo-workshop-breathwork`);
    await page.getByRole('heading', { name: 'Edit your workshop' }).waitFor({ timeout: 30_000 });
    // Sections open expanded; open this one only if it is not.
    const section = page.getByRole('button', { name: /Promotion Codes/ });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    const list = page.getByRole('list', { name: 'Promo codes of this workshop' });
    await list.getByText('20% off forever').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await page.getByText('Please add a promo code name').first().waitFor();
    await page.getByText('Please enter max redemptions allowed').first().waitFor();
    await page.getByRole('textbox', { name: /^Promo code/ }).fill('WINTER10');
    await page.getByLabel('Fixed amount off').check();
    await page.getByRole('textbox', { name: /^Discount amount/ }).fill('10');
    await page.getByRole('textbox', { name: /^Max redemptions/ }).fill('5');
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await page.getByText('Promo code added successfully').first().waitFor({ timeout: 20_000 });
    await list.getByText('$10.00 off forever').waitFor();
    await page.screenshot({ path: `${SHOTS}/promo-codes-1280.png`, fullPage: true });
    const attached = (await pay('GET', '/shop_products/demo-workshop-breathwork/promotion_codes')).data.data as Array<Record<string, unknown>>;
    expect(attached.find((code) => code.name === 'WINTER10')).toMatchObject({ type: 'FIXED', fixed_amount_off: 1000, max_redemptions: 5, expires_at: 0 });
    await page.close();
  });
});
