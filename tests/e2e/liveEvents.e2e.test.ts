import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { signIn } from './dashboardSteps';
import { callJson, tokenFor } from './serviceCalls';

// Issue 17 end to end in Chromium against npm start: a publisher schedules a live event through the form,
// opens the host screen, goes live with Chromium's fake camera and microphone, and a second user watches
// the HLS stream, comments, sees moderation and the promo card live, loses the comment stream and gets
// back exactly what was missed; the host ends the session.
const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const SHOTS = 'test-results/liveEvents';
// Only this file's browser gets fake devices (and may autoplay the muted stream).
const MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

let browser: Browser;
const visibleOption = (page: Page, name: string) => page.locator('[role="option"]:visible').filter({ hasText: new RegExp(`^${name}$`) }).first();
const commentsOf = (page: Page) => page.getByRole('list', { name: 'Latest comments' });

async function createEvent(page: Page, title: string) {
  await page.goto(`${baseUrl}/live-event/create`);
  await page.getByRole('heading', { name: 'Create Live Event' }).waitFor({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Finish' }).waitFor({ timeout: 90_000 });
  await page.getByRole('textbox', { name: /^Title/ }).first().fill(title);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Fifteen quiet minutes together.');
  await page.locator('#step-live-event-info').getByLabel(/^Language/).first().click();
  await visibleOption(page, 'English').click();
  await page.getByText('Guided', { exact: true }).first().click();
  await page.getByLabel(/^Date/).first().click();
  await page.locator('[data-direction="next"]').first().click();
  await page.locator('td button[aria-label^="15 "]:not([data-outside])').first().click();
  await page.getByRole('textbox', { name: /^Starts at/ }).fill('18:00');
  expect(await page.getByLabel(/^Duration \(minutes\)/).inputValue()).toBe('15');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL((url) => url.pathname === '/live/hosting', { timeout: 60_000 });
}

async function viewerPage(context: BrowserContext, eventId: string): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.warn(`viewer console: ${m.text()}`));
  // The viewer is the demo user without a profile: signed in, they land on /profile rather than /.
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(DEMO_NEW_USER.email);
  await page.getByLabel(/^Password/).and(page.locator('input')).fill(DEMO_NEW_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${baseUrl}/live/${eventId}/watch`);
  return page;
}

describe.skipIf(Boolean(skipReason))('live events in Chromium (issue 17)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] });
  });
  afterAll(() => browser?.close());

  it('schedules, hosts, broadcasts to a viewer with live comments, moderation, a promo card and a comment reconnect, then ends', async () => {
    const errors: string[] = [];
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The shared two-core machine is slow under load: every wait of this journey allows a minute.
    hostContext.setDefaultTimeout(60_000);
    const host = await hostContext.newPage();
    host.on('pageerror', (e) => errors.push(`host: ${e.message}`));
    await signIn(host, baseUrl, DEMO_PUBLISHER);
    const title = `Quiet Hour ${Date.now().toString(36)}`;
    await createEvent(host, title);
    const row = host.getByRole('listitem', { name: title });
    await row.waitFor();
    expect(await row.getByText('Scheduled').count()).toBe(1);
    await host.setViewportSize({ width: 390, height: 844 });
    await host.screenshot({ path: `${SHOTS}/hosting-390.png`, fullPage: true });
    await host.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('link', { name: 'Host' }).click();
    await host.waitForURL(/\/live\/[^/]+\/host$/);
    const eventId = host.url().split('/').at(-2)!;
    // Outside the chrome: no main menu.
    expect(await host.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    const goLive = host.getByRole('button', { name: 'Go live' });
    await expect.poll(() => goLive.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await host.getByLabel('Microphone level').count()).toBeGreaterThan(0);
    await host.screenshot({ path: `${SHOTS}/green-room.png` });
    await goLive.click();
    await host.getByRole('timer').waitFor({ timeout: 30_000 });

    // A second user watches: the HLS stream plays and its currentTime advances.
    const viewerContext = await browser.newContext();
    viewerContext.setDefaultTimeout(60_000);
    const viewer = await viewerPage(viewerContext, eventId).catch(async (error: unknown) => {
      for (const [i, page] of viewerContext.pages().entries()) await page.screenshot({ path: `${SHOTS}/viewer-failed-${i}.png` });
      throw error;
    });
    viewer.on('pageerror', (e) => errors.push(`viewer: ${e.message}`));
    const player = viewer.getByLabel('Live stream', { exact: true });
    await player.waitFor({ timeout: 90_000 });
    const currentTime = () => player.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(currentTime, { timeout: 90_000, interval: 1000 }).toBeGreaterThan(1);
    const first = await currentTime();
    await expect.poll(currentTime, { timeout: 30_000, interval: 1000 }).toBeGreaterThan(first + 2);
    // How far playback runs behind the live edge: the host's timer (since START_SESSION) minus the viewer's
    // position in the stream (which starts at the first chunk). A rough figure, printed, not asserted.
    const [h, m, s] = (await host.getByRole('timer').innerText()).split(':').map(Number);
    console.log(`live e2e: viewer plays ${(h! * 3600 + m! * 60 + s! - (await currentTime())).toFixed(1)} s behind the host's timer`);

    // Comments: posted by the viewer, seen live by the host, approved or blocked there, seen so by the viewer.
    const post = async (text: string) => {
      await viewer.getByRole('textbox', { name: 'Your comment' }).fill(text);
      await viewer.getByRole('button', { name: 'Send' }).click();
    };
    await post('Hello from the back row');
    const hostComment = (text: string) => commentsOf(host).locator('li').filter({ hasText: text });
    await hostComment('Hello from the back row').waitFor();
    expect(await hostComment('Hello from the back row').getByText('Pending').count()).toBe(1);
    await hostComment('Hello from the back row').getByRole('button', { name: 'Approve' }).click();
    await post('Buy cheap followers now');
    await hostComment('Buy cheap followers now').waitFor();
    await hostComment('Buy cheap followers now').getByRole('button', { name: 'Block' }).click();
    await hostComment('Buy cheap followers now').getByText('Blocked').waitFor();
    const viewerComment = (text: string) => commentsOf(viewer).locator('li').filter({ hasText: text });
    await expect.poll(() => viewerComment('Buy cheap followers now').count()).toBe(0);
    expect(await viewerComment('Hello from the back row').count()).toBe(1);

    // The viewer's comment stream drops (window.stop() aborts the page's open connections, EventSource too);
    // meanwhile the host comments; the panel reconnects from the last id it applied and gets it once.
    await viewer.evaluate(() => window.stop());
    await viewer.getByText('Reconnecting').first().waitFor({ timeout: 30_000 });
    await host.getByRole('textbox', { name: 'Your comment' }).fill('Welcome, everyone');
    await host.getByRole('button', { name: 'Send' }).click();
    await hostComment('Welcome, everyone').waitFor();
    await viewerComment('Welcome, everyone').waitFor({ timeout: 30_000 });
    await viewer.waitForTimeout(1500);
    expect(await viewerComment('Welcome, everyone').count()).toBe(1);
    expect(await viewerComment('Hello from the back row').count()).toBe(1);
    expect(await viewerComment('Buy cheap followers now').count()).toBe(0);

    // A promo card: shown by the host with its countdown, seen by the viewer.
    await host.getByRole('button', { name: 'Show card' }).click();
    await host.getByText(/^Hides in 3:59:/).waitFor();
    await viewer.getByRole('status').filter({ hasText: 'Follow' }).waitFor({ timeout: 15_000 });
    await host.screenshot({ path: `${SHOTS}/host-live.png`, fullPage: true });
    await viewer.screenshot({ path: `${SHOTS}/viewer.png`, fullPage: true });
    await host.setViewportSize({ width: 390, height: 844 });
    await host.screenshot({ path: `${SHOTS}/host-live-390.png`, fullPage: true });

    // End session, with its confirmation.
    await host.getByRole('button', { name: 'End session' }).click();
    await host.getByRole('dialog', { name: 'End session' }).getByRole('button', { name: 'End session' }).click();
    await host.getByText('Session ended').waitFor({ timeout: 30_000 });
    await host.goto(`${baseUrl}/live/hosting`);
    await host.getByRole('listitem', { name: title }).getByText('Ended').first().waitFor();
    expect(errors).toEqual([]);
    await viewerContext.close();
    await hostContext.close();
  }, 400_000);

  it('a host who reloads mid-session continues into the same occurrence; the viewer plays on; promo card picked by title; comment rules; another user cannot host', async () => {
    const errors: string[] = [];
    const token = await tokenFor(baseUrl, DEMO_PUBLISHER);
    const title = `Reload Sit ${Date.now().toString(36)}`;
    const created = await callJson(baseUrl, 'POST', '/svc/events/api/v1/live-events', { title, description: 'A reload in the middle.', language_code: 'en', start_date: Date.now(), tags: [], duration_mins: 15, content_type: 'TALK', type: 'LIVE_STREAM' }, token);
    expect(created.status).toBe(200);
    const eventId = String(created.data.id);
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    hostContext.setDefaultTimeout(60_000);
    const host = await hostContext.newPage();
    host.on('pageerror', (e) => errors.push(`host: ${e.message}`));
    await signIn(host, baseUrl, DEMO_PUBLISHER);
    await host.goto(`${baseUrl}/live/${eventId}/host`);
    const goLive = host.getByRole('button', { name: 'Go live' });
    await expect.poll(() => goLive.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await host.getByText('This session is still live').count()).toBe(0);
    await goLive.click();
    await host.getByRole('timer').waitFor({ timeout: 30_000 });

    const viewerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    viewerContext.setDefaultTimeout(60_000);
    const viewer = await viewerPage(viewerContext, eventId);
    viewer.on('pageerror', (e) => errors.push(`viewer: ${e.message}`));
    const player = viewer.getByLabel('Live stream', { exact: true });
    const currentTime = () => player.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(currentTime, { timeout: 90_000, interval: 1000 }).toBeGreaterThan(1);

    // Another signed-in user cannot open the host screen of this event.
    const intruder = await viewerContext.newPage();
    await intruder.goto(`${baseUrl}/live/${eventId}/host`);
    // The demo user without a profile is sent to the profile form; one with a profile reads 'not found'.
    const notFound = intruder.getByText('Live event not found');
    await expect.poll(async () => (await notFound.count()) > 0 || !intruder.url().endsWith('/host'), { timeout: 60_000 }).toBe(true);
    await intruder.screenshot({ path: `${SHOTS}/intruder-host.png` });
    expect(await intruder.getByRole('button', { name: /^(Go live|Continue broadcasting|End session)$/ }).count()).toBe(0);
    expect(await intruder.getByText(title).count()).toBe(0);
    await intruder.close();

    // The host reloads mid-session: the occurrence is still IN_PROGRESS, so the screen offers to continue.
    await host.waitForTimeout(6_000);
    await host.reload();
    await host.getByText('This session is still live').waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      await host.screenshot({ path: `${SHOTS}/reload-failed.png`, fullPage: true });
      throw error;
    });
    await host.screenshot({ path: `${SHOTS}/reloaded-1280.png`, fullPage: true });
    const resume = host.getByRole('button', { name: 'Continue broadcasting' });
    await expect.poll(() => resume.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await host.getByRole('button', { name: 'Go live' }).count()).toBe(0);
    // Keyboard: the button is reached and pressed without the mouse.
    await resume.focus();
    await host.keyboard.press('Enter');
    await host.getByRole('timer').waitFor({ timeout: 30_000 });
    // The viewer, on the same page all along, plays past the reload (the second take follows a discontinuity).
    const beforeSecondTake = await currentTime();
    await expect.poll(currentTime, { timeout: 120_000, interval: 1000 }).toBeGreaterThan(beforeSecondTake + 8);

    // Promo card: a course picked by its title; the viewer reads the title.
    const promo = host.getByRole('region', { name: 'Promo cards' });
    await promo.getByLabel('Card', { exact: true }).click();
    await visibleOption(host, 'Course').click();
    await promo.getByLabel('Item to show', { exact: true }).click();
    const course = host.locator('[role="option"]:visible').first();
    const courseTitle = (await course.innerText()).trim();
    expect(courseTitle.length).toBeGreaterThan(3);
    await course.click();
    await promo.getByRole('button', { name: 'Show card' }).click();
    await promo.getByText(courseTitle).waitFor();
    await viewer.getByRole('status').filter({ hasText: courseTitle }).waitFor({ timeout: 15_000 });

    // Comment rules, in the browser before anything is sent.
    await viewer.getByRole('textbox', { name: 'Your comment' }).fill('Lovely 🙏');
    await viewer.getByRole('button', { name: 'Send' }).click();
    await viewer.getByText('Please do not use emojis').waitFor();
    await viewer.getByRole('textbox', { name: 'Your comment' }).fill('Lovely, thank you');
    expect(await viewer.getByText('Please do not use emojis').count()).toBe(0);
    await viewer.getByRole('button', { name: 'Send' }).click();
    await commentsOf(host).locator('li').filter({ hasText: 'Lovely, thank you' }).waitFor();
    await viewer.screenshot({ path: `${SHOTS}/viewer-after-reload-390.png`, fullPage: true });
    await host.setViewportSize({ width: 390, height: 844 });
    await host.screenshot({ path: `${SHOTS}/host-after-reload-390.png`, fullPage: true });
    await host.setViewportSize({ width: 1280, height: 900 });

    // A second reload: the session is still live, and the host ends it from the resumed screen without
    // broadcasting again (End session, with its confirmation, by keyboard).
    await host.reload();
    await host.getByText('This session is still live').waitFor({ timeout: 60_000 });
    const endResumed = host.getByRole('button', { name: 'End session' });
    await expect.poll(() => endResumed.isEnabled(), { timeout: 60_000 }).toBe(true);
    await endResumed.focus();
    await host.keyboard.press('Enter');
    const confirm = host.getByRole('dialog', { name: 'End session' });
    await confirm.getByRole('button', { name: 'Stay live' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await host.getByRole('button', { name: 'Continue broadcasting' }).waitFor();
    expect(await host.getByRole('timer').count()).toBe(0);
    await endResumed.click();
    await confirm.getByRole('button', { name: 'End session' }).click();
    await host.getByText('Session ended').waitFor({ timeout: 30_000 });
    await host.screenshot({ path: `${SHOTS}/ended-from-resumed-1280.png`, fullPage: true });
    const own = await callJson(baseUrl, 'GET', `/svc/events/api/v1/live-events/${eventId}`, undefined, token);
    expect(own.data.has_ended).toBe(true);
    // The viewer's stream ends: the playlist was closed once the last take ended.
    await expect.poll(() => viewer.evaluate(() => [...document.querySelectorAll('video')].some((v) => v.ended)), { timeout: 90_000, interval: 1000 }).toBe(true);
    expect(errors).toEqual([]);
    await viewerContext.close();
    await hostContext.close();
  }, 500_000);

  it('edits an event (time and language read-only) and cancels it with confirmation', async () => {
    const token = await tokenFor(baseUrl, DEMO_PUBLISHER);
    const title = `Calm Edit ${Date.now().toString(36)}`;
    const created = await callJson(baseUrl, 'POST', '/svc/events/api/v1/live-events', { title, description: 'Before the edit', language_code: 'en', start_date: Date.now() + 3 * 86_400_000, tags: [], duration_mins: 20, content_type: 'TALK', type: 'LIVE_STREAM' }, token);
    expect(created.status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await signIn(page, baseUrl, DEMO_PUBLISHER);
    await page.goto(`${baseUrl}/live-event/${String(created.data.id)}`);
    await page.getByRole('heading', { name: 'Edit Live Event' }).waitFor({ timeout: 90_000 });
    const titleBox = page.getByRole('textbox', { name: /^Title/ }).first();
    await expect.poll(() => titleBox.inputValue()).toBe(title);
    expect(await page.getByLabel(/^Duration \(minutes\)/).isDisabled()).toBe(true);
    await titleBox.fill(`${title} II`);
    await page.screenshot({ path: `${SHOTS}/edit-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL((url) => url.pathname === '/live/hosting');
    const row = page.getByRole('listitem', { name: `${title} II` });
    await row.getByRole('button', { name: 'Cancel event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel live event' });
    await dialog.getByRole('button', { name: 'Cancel event' }).click();
    await row.getByText('Cancelled', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: 'Host' }).count()).toBe(0);
    const stored = await callJson(baseUrl, 'GET', `/svc/events/api/v1/live-events/${String(created.data.id)}`, undefined, token);
    expect(stored.data).toMatchObject({ title: `${title} II`, status: 'CANCELLED', duration_mins: 20, description: 'Before the edit' });
    await context.close();
  }, 300_000);
});
