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
    // The shared image uploader: a picture under 1600 x 1600 is refused, a real 1600 x 1600 PNG is cropped.
    const picture = page.getByLabel('Profile picture file');
    await picture.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: gradientPng(1200, 1600) });
    await page.getByText('Size of image should be at least 1600 x 1600 pixels').waitFor();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(1600, 1600) });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await expect.poll(() => crop.locator('.cropper-container').count()).toBe(3);
    const saveCrops = crop.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => saveCrops.isEnabled()).toBe(true);
    await saveCrops.click();
    await page.getByText('Pending review').waitFor();
    await crop.waitFor({ state: 'hidden' });
    // The preview is the square crop, read back from the 'edited' path.
    const preview = page.getByRole('img', { name: 'Profile picture preview' });
    expect(await preview.getAttribute('src')).toContain('profile_picture/edited/square_original.jpeg');
    await expect.poll(() => preview.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight])).toEqual([1600, 1600]);
    await page.getByRole('button', { name: 'Save' }).click();

    // The username opens the full dashboard, and onboarding moves on to COMPLETE.
    await menu(page).getByText('Revenue').waitFor();
    await page.getByRole('heading', { name: 'Your profile is submitted' }).waitFor();
    await page.getByRole('button', { name: 'Upload a guided meditation' }).click();
    await page.waitForURL((url) => url.pathname === '/tracks/create');
    await page.getByRole('heading', { name: 'Upload Track' }).waitFor();
  });
});
