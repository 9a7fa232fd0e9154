import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUILT_ROUTES, openBuiltRoute, signInAs, type BuiltRoute } from './builtRoutes';
import { launchChromium } from './chromium';
import { unwrappedTexts } from './pseudoLocaleWalk';

// Issue 19: in the pseudo-locale every catalog message and schema text is wrapped in ⟦…⟧, so visible
// text without the marks was written into a component instead of a catalog. The walk opens every built
// dashboard route (builtRoutes.ts) for each demo account.

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');

/**
 * Screens that show data other tests or the seed write (list titles, reviewers' words, follower names)
 * without marking it `data-user-content`, or that their authors are still converting to the catalogs:
 * walked and reported (the report is printed), asserted only to be in the pseudo-locale. Every other route
 * must show no unwrapped text at all. Take a route out of here once its screen is converted.
 */
const REPORTED = new Set<string>([]);

const routeName = (route: BuiltRoute) => route.path;

describe.skipIf(skipReason !== '')('no English left on the built screens (pseudo-locale walk in Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { account, routes } of BUILT_ROUTES) {
    describe(account.email, () => {
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        page = await context.newPage();
        page.setDefaultTimeout(20_000);
        // Signed in through the English form, then every later page load starts in the pseudo-locale.
        await signInAs(page, baseUrl, account);
        await page.evaluate(() => localStorage.setItem('locale', 'en-XA'));
      }, 60_000);

      afterAll(async () => {
        await context?.close();
      });

      it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (name, route) => {
        const path = await openBuiltRoute(page, baseUrl, route);
        if (path === null) return; // a `via` route whose list has no such item for this account
        // The screen is drawn once a wrapped message shows (the menu, a heading or a form).
        await page.waitForFunction(() => document.body.textContent?.includes('⟦'), undefined, { timeout: 45_000 });
        const found = await unwrappedTexts(page);
        if (REPORTED.has(name)) {
          if (found.length) console.info(`pseudo-locale walk ${account.email} ${path}: ${found.length} unwrapped (reported):\n  ${found.slice(0, 25).join('\n  ')}`);
          expect(await page.evaluate(() => document.body.textContent?.includes('⟦'))).toBe(true);
          return;
        }
        expect(found, `${account.email} ${path}: ${JSON.stringify(found)}`).toEqual([]);
      }, 90_000);
    });
  }
});
