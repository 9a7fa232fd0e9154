import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER, type DemoAccount } from '../../src/server/seed/demoAccounts';

/** A screen to check: its path, or where on a list page to find the link to an item's page. */
export interface BuiltRoute {
  path: string;
  /** A list page whose first link matching this CSS selector leads to the screen (an item's edit page). */
  via?: { list: string; link: string };
  /** Another area's list whose items come and go with other test files (the server is shared): skipped when empty. */
  optional?: boolean;
}

/**
 * Every route built so far (spec 1 §2, spec 2, spec 3), per account that can reach it. The production
 * build serves no /theme (spec 1 §2: outside production only), so it is not in the list.
 */
export const BUILT_ROUTES: ReadonlyArray<{ account: DemoAccount; routes: BuiltRoute[] }> = [
  {
    account: DEMO_PUBLISHER,
    routes: [
      { path: '/' },
      { path: '/courses' },
      { path: '/course/create' },
      { path: 'course edit', via: { list: '/courses', link: 'a[href^="/course/edit/"]' } },
      { path: '/audio' },
      { path: '/premium-tracks' },
      { path: '/tracks/create' },
      { path: '/tracks/create?type=video' },
      { path: 'track edit', optional: true, via: { list: '/premium-tracks', link: 'a[href^="/tracks/"]:not([href^="/tracks/create"])' } },
      { path: '/retreats' },
      { path: '/retreat/create' },
      { path: 'retreat edit', optional: true, via: { list: '/retreats', link: 'a[href^="/retreat/"]:not([href="/retreat/create"]):not([href^="/retreat/view/"])' } },
      { path: 'retreat view', optional: true, via: { list: '/retreats', link: 'a[href^="/retreat/view/"]' } },
      { path: '/workshops' },
      { path: '/workshop/create' },
      { path: 'workshop edit', optional: true, via: { list: '/workshops', link: 'a[href^="/workshop/"]:not([href="/workshop/create"])' } },
      { path: '/workshop-recording/create' },
      { path: '/workshop-promo/create' },
      { path: '/profile' },
      { path: '/account-settings' },
      { path: '/revenue' },
      { path: '/reviews' },
      { path: '/reviews?view=forums' },
      { path: '/followers' },
      { path: '/donations' },
      { path: '/promotion' },
      { path: '/payment-settings' },
      { path: '/live_event_training' },
      { path: '/live/hosting' },
      { path: '/live-event/create' },
      { path: 'live event edit', optional: true, via: { list: '/live/hosting', link: 'a[href^="/live-event/"]:not([href="/live-event/create"])' } },
      { path: 'live event host', optional: true, via: { list: '/live/hosting', link: 'a[href^="/live/"][href$="/host"]' } },
      { path: '/accreditations' },
      { path: '/not-found' },
    ],
  },
  { account: DEMO_ADMIN, routes: [{ path: '/impersonate' }, { path: '/shop' }, { path: '/analytics' }] },
  { account: DEMO_NEW_USER, routes: [{ path: '/profile' }] },
];

/**
 * Opens a route and waits until it has settled: the network quiet and no loading spinner left. For a
 * `via` route, opens the list and follows its first matching link; null when the list has no such item.
 */
export async function openBuiltRoute(page: Page, baseUrl: string, route: BuiltRoute): Promise<string | null> {
  let path = route.path;
  if (route.via) {
    await page.goto(`${baseUrl}${route.via.list}`);
    await settle(page);
    const href = await page.locator(route.via.link).first().getAttribute('href', { timeout: 5_000 }).catch(() => null);
    if (!href) return null;
    path = href;
  }
  await page.goto(`${baseUrl}${path}`);
  await settle(page);
  return path;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'), undefined, { timeout: 10_000 }).catch(() => undefined);
  // Mantine's transitions (modals, drawers) run 150-200 ms.
  await page.waitForTimeout(400);
}

/** Signs in through the form (a fresh context per account, so no session carries over). */
export async function signInAs(page: Page, baseUrl: string, account: DemoAccount): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  // Generous first waits: eight people share two cores, and a cold first page can take half a minute.
  await page.getByLabel('E-mail').fill(account.email, { timeout: 90_000 });
  await page.getByLabel(/^Password/).and(page.locator('input')).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
}
