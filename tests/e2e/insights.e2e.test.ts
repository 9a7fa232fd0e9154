import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { AXE_CONTEXT, describeFindings, horizontalOverflow, seriousAxeViolations } from './axe';
import { launchChromium } from './chromium';
import { signIn } from './dashboardSteps';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const SHOTS = 'test-results/insights';

// The figures' screens load their own chunk with the charts; a loaded machine needs time for the first.
// Mantine's segmented control hides its radio inputs; a person clicks the visible label.
const segment = (page: Page, label: string) => page.locator('label').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
const chartReady = (page: Page) => page.getByRole('button', { name: /\(CSV\)$/ }).first().waitFor({ timeout: 120_000 });

describe.skipIf(skipReason !== '')('insights and payouts in Chromium (issue 18 items 2 and 3)', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function publisherPage(width: number): Promise<Page> {
    const page = await browser.newPage({ ...AXE_CONTEXT, viewport: { width, height: 900 } });
    // Two cores shared with other suites: a first page load can take a while.
    page.setDefaultTimeout(60_000);
    await signIn(page, baseUrl, DEMO_PUBLISHER);
    return page;
  }

  it('the home chart switches to its table view with one row per point of each interval, from the seeded year', async () => {
    const page = await publisherPage(1280);
    await chartReady(page);
    const figure = page.getByRole('figure', { name: /^Revenue: \$[\d,]+\.\d\d over 30 points\./ });
    await figure.waitFor();
    expect(await figure.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    for (const [interval, points] of [['12 weeks', 12], ['12 months', 12], ['15 months', 15], ['30 days', 30]] as const) {
      await segment(page, interval);
      await page.getByRole('figure', { name: new RegExp(`over ${points} points`) }).waitFor();
      await segment(page, 'Table');
      const table = page.getByRole('figure').getByRole('table');
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(points + 1);
      await segment(page, 'Chart');
    }
    // The KPI cards compare with the previous period.
    expect(await page.getByText(/vs previous period/).count()).toBe(3);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Revenue (CSV)' }).click();
    const csv = await (await download).createReadStream();
    const text = await new Promise<string>((done) => {
      let all = '';
      csv.on('data', (c: Buffer) => (all += c.toString('utf8')));
      csv.on('end', () => done(all));
    });
    expect(text.split('\r\n')[0]).toBe('Period start,Period end,Revenue');
    expect(text.trim().split('\r\n')).toHaveLength(31);
    await page.screenshot({ path: `${SHOTS}/home-1280.png`, fullPage: true });
    await page.close();
  });

  let phone: Page;
  // What shows once each screen has loaded its data (the chart screens: their CSV buttons).
  const READY: Record<string, string> = { '/payment-settings': 'Payout status', '/promotion': 'Make widget code', '/accreditations': 'Upload file', '/account-settings': 'Save notification settings' };
  it.each(['/', '/followers', '/donations', '/revenue', '/payment-settings', '/promotion', '/accreditations', '/account-settings'])('%s has no serious axe findings and no sideways scroll at 390 px', async (path) => {
    phone ??= await publisherPage(390);
    const page = phone;
    await page.goto(`${baseUrl}${path}`);
    const ready = READY[path];
    if (ready) await page.getByText(ready).first().waitFor({ timeout: 60_000 });
    else await chartReady(page);
    // The gratitude wall under the donation figures is the community inbox's, checked by its own tests.
    const findings = await seriousAxeViolations(page, path === '/donations' ? ['.mantine-Pagination-root'] : []);
    expect(findings, describeFindings(findings)).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, overflow.culprits.join(', ')).toBeLessThanOrEqual(overflow.clientWidth);
    await page.screenshot({ path: `${SHOTS}/${path.replace(/\W/g, '') || 'home'}-390.png`, fullPage: true });
  }, 150_000);

  it('the payout onboarding completes locally: address, payment method, tax form, payable', async () => {
    phone ??= await publisherPage(390);
    const page = phone;
    await page.goto(`${baseUrl}/payment-settings`);
    await page.getByRole('button', { name: /^(Set up payouts|Continue payout setup|Review payout details)$/ }).click({ timeout: 60_000 });
    // Another run may have started or finished it: the done Address step opens again to walk every step.
    const firstName = page.getByLabel(/^First name/);
    await page.getByRole('button', { name: /Address/ }).first().waitFor();
    if (!(await firstName.isVisible())) await page.getByRole('button', { name: /Address/ }).first().click();
    await firstName.fill('Demo');
    await page.getByLabel(/^Last name/).fill('Teacher');
    await page.getByLabel(/^Street address/).fill('Rua Augusta 1');
    await page.getByLabel(/^City/).fill('Lisbon');
    await page.getByLabel(/^Postal code/).fill('1100-053');
    await page.getByLabel(/^Country/).selectOption({ label: 'Portugal' });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByLabel('PayPal', { exact: true }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The schema's conditional rule, shown at the field before anything is sent.
    await page.getByText('Please add your PayPal e-mail').first().waitFor();
    await page.getByLabel(/^PayPal e-mail/).fill('teacher@example.org');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByLabel(/W-8BEN/).check();
    await page.getByLabel(/^Tax identification number/).fill('PT123456789');
    await page.getByLabel(/I certify/).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('All done').waitFor();
    expect(await page.getByText('Payable', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/payout-done-390.png`, fullPage: true });
  });
});
