import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');

const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

// The admin's own first visit may open the teacher terms and the onboarding modal; close what shows.
async function closeModals(page: Page) {
  for (let i = 0; i < 3; i += 1) {
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' }).first();
    if (!(await close.isVisible().catch(() => false))) {
      await page.waitForTimeout(300);
      if (!(await close.isVisible().catch(() => false))) return;
    }
    await close.click();
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' }).catch(() => undefined);
  }
}

describe.skipIf(skipReason !== '')('impersonation in Chromium against npm start', () => {
  let browser: Browser;
  let context: BrowserContext;
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    first = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets the admin impersonate the demo publisher, shows the banner, stops, and a second tab follows', async () => {
    await first.goto(`${baseUrl}/login?next=/impersonate`);
    await first.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await first.getByLabel(/^Password/).and(first.locator('input')).fill(DEMO_ADMIN.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await first.waitForURL((url) => url.pathname === '/impersonate');
    // The admin's first visit asks for the July 2025 terms (stored, so no other tab asks again). The
    // server is shared by every browser test file: another file's admin may have accepted them already.
    const terms = first.getByRole('dialog', { name: 'Teacher Terms' });
    if (await terms.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
      await terms.getByText('Version 1.0 — July 2025').waitFor();
      await first.getByRole('button', { name: 'Accept Terms' }).click();
      await first.getByText('Teacher terms accepted successfully').waitFor();
    }
    await closeModals(first);

    second = await context.newPage();
    await second.goto(`${baseUrl}/`);
    await second.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await closeModals(second);
    expect(await second.getByRole('dialog', { name: 'Teacher Terms' }).count()).toBe(0);
    expect(await banner(second).count()).toBe(0);

    // The multi-select publisher search (spec 1 §2): type, pick the option, then act as the pick.
    await first.getByRole('combobox', { name: 'Search publishers' }).fill('Demo');
    await first.getByRole('option', { name: /^Demo Teacher/ }).click();
    await first.getByRole('button', { name: 'Impersonate Demo Teacher' }).click();
    await first.waitForURL((url) => url.pathname === '/');
    await banner(first).getByText('Demo Teacher').waitFor();
    await banner(second).getByText('Demo Teacher').waitFor();
    await second.getByRole('navigation', { name: 'Main menu' }).getByText('Followers').waitFor();
    expect(await first.getByRole('navigation', { name: 'Main menu' }).getByText('Impersonate', { exact: true }).count()).toBe(0);
    mkdirSync('test-results', { recursive: true });
    await first.screenshot({ path: 'test-results/e2e-impersonating.png', fullPage: true });

    await banner(first).getByRole('button', { name: 'Stop' }).click();
    await first.waitForURL((url) => url.pathname === '/impersonate');
    await first.getByRole('combobox', { name: 'Search publishers' }).waitFor();
    await banner(second).waitFor({ state: 'detached' });
    expect(await banner(first).count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('impersonate_token');
  });

  it('starts from the query parameters id and page, then goes to /{page}', async () => {
    await first.goto(`${baseUrl}/impersonate?id=demo-publisher&page=revenue`);
    await first.waitForURL((url) => url.pathname === '/revenue');
    await banner(first).getByText('Demo Teacher').waitFor();
    await first.getByRole('heading', { name: 'Revenue' }).waitFor();
    expect(await first.title()).toBe('Revenue | Publisher Dashboard');
    await banner(first).getByRole('button', { name: 'Stop' }).click();
    await first.waitForURL((url) => url.pathname === '/impersonate');
    await first.getByRole('combobox', { name: 'Search publishers' }).waitFor();
  });
});
