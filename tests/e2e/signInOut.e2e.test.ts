import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');

describe.skipIf(skipReason !== '')('sign in and out in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor to /login, signs the demo publisher in, lands in the dashboard, and signs out', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/');

    await page.getByLabel('E-mail').fill(DEMO_PUBLISHER.email);
    await page.getByLabel(/^Password/).and(page.locator('input')).fill(DEMO_PUBLISHER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    // Inside the dashboard: the shell's Logout is there and the sign-in form is gone.
    const logout = page.getByText('Logout', { exact: true }).first();
    await logout.waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-dashboard-signed-in.png', fullPage: true });

    await logout.click();
    await page.waitForURL((url) => url.pathname === '/login');
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('hasSessionCookie');
    expect(cookies.map((cookie) => cookie.name)).not.toContain('__session');
  });

  it('shows the sign-in failure message for a wrong password', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mail').fill(DEMO_PUBLISHER.email);
    await page.getByLabel(/^Password/).and(page.locator('input')).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('There has been a problem signing you in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
