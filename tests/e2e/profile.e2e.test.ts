import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_NEW_USER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { gradientPng } from './fixtures/png';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe.skipIf(skipReason !== '')('publisher profile in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a user without username in the limited dashboard until the profile form is submitted', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mail').fill(DEMO_NEW_USER.email);
    await page.getByLabel(/^Password/).and(page.locator('input')).fill(DEMO_NEW_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    // First visit: the July 2025 terms, then onboarding's WELCOME and STEP_ONE.
    const terms = page.getByRole('dialog', { name: 'Teacher Terms' });
    await terms.getByText('Version 1.0 — July 2025').waitFor();
    await terms.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: "I'll do it later" }).click();

    expect(await menu(page).getByRole('link').allInnerTexts()).toEqual(['Publisher Profile']);
    await page.goto(`${baseUrl}/courses`);
    await page.waitForURL((url) => url.pathname === '/not-found');
    await page.goto(`${baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/profile');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please upload a profile picture').waitFor();

    await page.getByLabel(/^Username/).fill('new.teacher');
    await page.getByLabel(/^Location/).fill('Porto, Portugal');
    await page.getByLabel(/^Bio/).fill('I guide short breathing practices for people who work long hours at a desk and want a calmer evening. '.repeat(3));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(400, 400) });
    await page.getByText('Pending review').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();

    // The username opens the full dashboard, and onboarding moves on to COMPLETE.
    await menu(page).getByText('Revenue').waitFor();
    await page.getByRole('heading', { name: 'Your profile is submitted' }).waitFor();
    await page.getByRole('button', { name: 'Upload a guided meditation' }).click();
    await page.waitForURL((url) => url.pathname === '/tracks/create');
    await page.getByRole('heading', { name: 'Upload Track' }).waitFor();
  });
});
