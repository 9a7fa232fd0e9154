import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { AXE_CONTEXT, seriousAxeViolations } from './axe';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { signIn } from './dashboardSteps';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const SHOTS = 'test-results/inbox';

// The fake microphone is for this file only: Chromium grants it without a prompt and feeds a test tone.
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** The number in a tab's label, e.g. 'Unanswered (27)'. */
async function tabCount(page: Page, name: string): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1] ?? Number.NaN);
}

async function waitForItems(page: Page) {
  await page.getByTestId('inbox-item').first().waitFor({ timeout: 30_000 });
}

/** Replies to the first unanswered item, then edits and deletes that reply, checking the Unanswered count each time. */
async function replyEditDelete(page: Page, scope: Locator, label: string) {
  await waitForItems(page);
  const before = await tabCount(page, 'Unanswered');
  expect(before).toBeGreaterThan(0);
  const text = `Thank you for writing (${label} ${Date.now()})`;
  const first = scope.getByTestId('inbox-item').first();
  await first.getByLabel('Your reply').fill(text);
  await first.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect.poll(() => tabCount(page, 'Unanswered'), { timeout: 20_000 }).toBe(before - 1);

  await scope.getByRole('tab', { name: /^Answered/ }).click();
  const card = scope.getByTestId('inbox-item').filter({ hasText: text });
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Edit reply' }).click();
  const edited = `${text}, edited`;
  await card.getByLabel('Your reply').fill(edited);
  await card.getByRole('button', { name: 'Save reply' }).click();
  const editedCard = scope.getByTestId('inbox-item').filter({ hasText: edited });
  await expect.poll(() => editedCard.getByTestId('publisher-reply').textContent(), { timeout: 20_000 }).toBe(edited);

  await editedCard.getByRole('button', { name: 'Delete reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete reply' });
  await expect.poll(() => dialog.textContent()).toContain('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => tabCount(page, 'Unanswered'), { timeout: 20_000 }).toBe(before);
  await expect.poll(() => scope.getByTestId('inbox-item').filter({ hasText: edited }).count(), { timeout: 20_000 }).toBe(0);
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(skipReason !== '')('community inbox in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...FAKE_MEDIA] });
    page = await browser.newPage({ ...AXE_CONTEXT, viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    await signIn(page, baseUrl, DEMO_PUBLISHER);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('replies to a review, edits and deletes the reply; the Unanswered count falls and comes back', async () => {
    await page.goto(`${baseUrl}/reviews`);
    await replyEditDelete(page, page.locator('main'), 'review');
    // Keyboard next/previous: J moves the selection to the second item.
    await page.getByTestId('inbox-item').first().focus();
    await page.keyboard.press('j');
    await expect.poll(() => page.getByTestId('inbox-item').nth(1).getAttribute('aria-current')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/reviews-desktop.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });

  it('inserts a saved reply with the member’s first name filled in', async () => {
    await page.goto(`${baseUrl}/reviews`);
    await waitForItems(page);
    const first = page.getByTestId('inbox-item').first();
    const name = (await first.locator('span').first().textContent())?.trim() ?? '';
    await first.getByPlaceholder('Insert a saved reply').click();
    await page.getByRole('option', { name: 'Thank you', exact: true }).click();
    const filled = await first.getByLabel('Your reply').inputValue();
    expect(filled).toMatch(/^Thank you/);
    expect(filled).not.toContain('{first_name}');
    if (name !== 'Guest') expect(filled).toContain(name.split(' ')[0]);
  });

  it('replies to a gratitude post on /donations, edits and deletes the reply', async () => {
    await page.goto(`${baseUrl}/donations`);
    const wall = page.locator('section[aria-labelledby="gratitude-wall-heading"]');
    await wall.waitFor({ timeout: 30_000 });
    await replyEditDelete(page, wall, 'gratitude');
    await page.screenshot({ path: `${SHOTS}/gratitude-desktop.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });

  it('records an audio reply to a forum post in the browser and sends it', async () => {
    await page.goto(`${baseUrl}/reviews?view=forums`);
    // On All, so the post stays listed once answered; found again by its text after the list reloads.
    await page.getByRole('tab', { name: /^All/ }).click();
    const thread = 'Does anyone else find the 4-7-8 breath hard at first?';
    const post = page.getByTestId('forum-post').filter({ hasText: thread });
    await post.waitFor({ timeout: 30_000 });
    const repliesBefore = await post.getByTestId('forum-reply').count();
    await post.getByText('Record', { exact: true }).click();
    await post.getByRole('button', { name: 'Start recording' }).click();
    await post.getByRole('status').filter({ hasText: /Recording… [1-9]/ }).waitFor({ timeout: 15_000 });
    await post.getByRole('button', { name: 'Stop recording' }).click();
    await post.getByLabel('Your recording').waitFor();
    const upload = page.waitForResponse((r) => r.url().includes('/audio') && r.request().method() === 'PUT');
    await post.getByRole('button', { name: 'Send voice reply' }).click();
    expect((await upload).status()).toBe(201);
    await expect.poll(() => post.getByLabel('Voice reply').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await post.getByTestId('forum-reply').count()).toBeGreaterThan(repliesBefore);
    await page.screenshot({ path: `${SHOTS}/forums-desktop.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
});
