import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { signIn } from './dashboardSteps';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');

// The app must work under the policy it is served with (src/server/http/contentSecurityPolicy.ts): a
// feature that needs an exception adds it there and a check of its screen here.
describe.skipIf(skipReason !== '')('the built app under its Content-Security-Policy', () => {
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs the publisher in, opens the course wizard and a published course\'s promo step with its stored image, with no violation', async () => {
    const served = await page.request.get(`${baseUrl}/`);
    expect(served.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");

    await signIn(page, baseUrl, DEMO_PUBLISHER);
    await page.goto(`${baseUrl}/course/create`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill('Under the policy');

    // The seed course's promo step shows its image from a signed file URL and its intro audio.
    await page.goto(`${baseUrl}/course/edit/course-calm-mornings`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByRole('button', { name: /^2\. Promo/ }).click();
    const image = page.locator('img[src*="/files/"]').first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(violations).toEqual([]);
  });
});
