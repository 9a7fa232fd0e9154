import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { gradientPng } from './fixtures/png';
import { silentMp3 } from './fixtures/silentMp3';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const SHOTS = 'test-results/keyboard';

const LONG = 'A gentle course of short morning practices that build one small skill a day: breath, body, intention. '.repeat(3);
const OUTLINE = 'Today we sit for a few minutes, notice the breath and let the body settle before the day starts. '.repeat(3);

/** What has the focus: its tag, role, accessible name (label, aria-label or text) and whether it is <body>. */
async function focused(page: Page): Promise<{ tag: string; name: string; body: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', body: true };
    const labelled = el.getAttribute('aria-labelledby');
    const byLabel = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const forLabel = el.id ? (document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '') : '';
    const name = (el.getAttribute('aria-label') ?? '') || byLabel || forLabel || (el.textContent ?? '') || (el as HTMLInputElement).value || '';
    return { tag: el.tagName.toLowerCase(), name: name.replace(/\s+/g, ' ').trim(), body: false };
  });
}

/**
 * Presses Tab (Shift+Tab backwards) until the focused element's name matches, failing if the focus ever
 * falls back to <body> on the way (a dead stop in the Tab order) or the target is not reached.
 */
async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<void> {
  const seen: string[] = [];
  // Already there (a closing dialog hands the focus back to the button that opened it): no key to press.
  if (name.test((await focused(page)).name)) return;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.body) throw new Error(`Tab order stopped on <body> after: ${seen.slice(-6).join(' → ')}`);
    seen.push(`${now.tag}:${now.name.slice(0, 30)}`);
    if (name.test(now.name)) return;
  }
  throw new Error(`${String(name)} not reached by Tab; passed ${seen.slice(-12).join(' → ')}`);
}

async function typeInto(page: Page, field: RegExp, text: string) {
  await tabTo(page, field);
  await page.keyboard.insertText(text);
}

/** A topic picker opened with Enter, its first topic ticked with Space, closed with Done. */
async function pickFirstTopicByKeyboard(page: Page, field: RegExp) {
  await tabTo(page, field);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await tabTo(page, /./);
  while (!(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox'))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await tabTo(page, /^Done$/);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * File choosers, intercepted for the whole test by one listener set up with the page. A listener added
 * just before each key press (page.waitForEvent) turns Playwright's interception on with a call it does
 * not wait for; under load the press won that race now and then, Chromium then opened its own file
 * dialog, which never answers in headless mode, and every later press opened nothing (the 21 s of
 * 'no file chooser' in the earlier runs: the page had called input.click() with user activation).
 */
function interceptFileChoosers(page: Page): (timeoutMs: number) => Promise<FileChooser> {
  let waiting: ((chooser: FileChooser) => void) | null = null;
  // A chooser that opens after its press was given up on (a retry is under way) is kept for the next one.
  let unclaimed: FileChooser | null = null;
  page.on('filechooser', (chooser) => {
    const take = waiting;
    waiting = null;
    if (take) take(chooser);
    else unclaimed = chooser;
  });
  return (timeoutMs) =>
    new Promise<FileChooser>((resolve, reject) => {
      if (unclaimed) {
        resolve(unclaimed);
        unclaimed = null;
        return;
      }
      const timer = setTimeout(() => {
        waiting = null;
        reject(new Error(`No file chooser within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting = (chooser) => {
        clearTimeout(timer);
        resolve(chooser);
      };
    });
}
let nextFileChooser: (timeoutMs: number) => Promise<FileChooser>;

/** Opens a file picker with Enter on its button and answers the browser's file chooser (no mouse involved). */
async function chooseFile(page: Page, button: RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  await tabTo(page, button);
  // A press can land while the uploader is still busy with the previous file (its button ignores
  // presses then): press again, still by keyboard, a few times before giving up.
  for (let attempt = 1; ; attempt += 1) {
    const chooser = nextFileChooser(7_000);
    await page.keyboard.press('Enter');
    const opened = await chooser.catch((error: unknown) => (attempt < 3 ? null : Promise.reject(error)));
    if (opened) return opened.setFiles(file);
    expect((await focused(page)).name).toMatch(button);
  }
}

async function saveAndNextByKeyboard(page: Page) {
  await tabTo(page, /^Save & Next$/);
  await page.keyboard.press('Enter');
}

describe.skipIf(skipReason !== '')('a keyboard-only publisher on a 390 px phone creates and submits a course', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(20_000);
    nextFileChooser = interceptFileChoosers(page);
    // Page errors go to the run's log: a crash screen alone does not say what broke.
    page.on('pageerror', (error) => console.error('page error:', error.stack ?? String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error('console error:', message.text());
    });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: `${SHOTS}/failure.png`, fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Details → Promo → Lessons → Review → Submit with Tab, Enter, Space and arrows only', { timeout: 240_000 }, async () => {
    // Signing in by keyboard too: the form's fields in Tab order, Enter submits.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mail').waitFor({ timeout: 90_000 });
    await typeInto(page, /^E-mail/, DEMO_PUBLISHER.email);
    await typeInto(page, /^Password/, DEMO_PUBLISHER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });

    await page.goto(`${baseUrl}/course/create`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    // A failed Save & Next sends the focus to the first invalid field.
    await saveAndNextByKeyboard(page);
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Title/);

    await page.keyboard.insertText('Evenings of Gentle Breath');
    await typeInto(page, /^Subtitle/, 'Short daily practices to begin the morning with a settled and clear mind');
    await typeInto(page, /^Long description/, LONG);
    // Categories are chips (checkboxes): Space ticks the focused one.
    await tabTo(page, /^Meditation practice$/);
    await page.keyboard.press('Space');
    await pickFirstTopicByKeyboard(page, /^Benefits/);
    await pickFirstTopicByKeyboard(page, /^Origins/);
    // The course language: a select opened with the arrow keys, English typed to filter, Enter picks it.
    await tabTo(page, /^Language/);
    await page.keyboard.insertText('English');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('main').getByLabel(/^Language/).inputValue()).toBe('English');
    await typeInto(page, /^Course introduction/, LONG);
    await saveAndNextByKeyboard(page);

    // The first save made the course: the page becomes its edit route (the wizard handed over), and the
    // step change puts the focus on the new step's heading.
    await page.waitForURL((url) => url.pathname.startsWith('/course/edit/'));
    await page.getByRole('heading', { name: 'Promo' }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Promo');
    await chooseFile(page, /^Select image$/, { name: 'course.png', mimeType: 'image/png', buffer: gradientPng(1600, 1600) });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.waitFor();
    await expect.poll(() => page.locator('.cropper-container').count()).toBe(3);
    await expect.poll(() => crop.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
    await tabTo(page, /^Save$/);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Delete Images' }).waitFor({ timeout: 30_000 });
    await chooseFile(page, /^Upload audio$/, { name: 'intro.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(150) });
    await page.getByText('intro.mp3 (02:30)').waitFor({ timeout: 30_000 });
    // 'As soon as possible' is a radio: reached by Tab, chosen with Space.
    await tabTo(page, /^As soon as possible$/);
    await page.keyboard.press('Space');
    await saveAndNextByKeyboard(page);

    await page.getByRole('heading', { name: 'Lessons' }).waitFor();
    // The lesson list arrives with its own chunk a moment after the step's heading (a loader shows until then).
    await page.getByRole('button', { name: 'Add lesson' }).waitFor({ timeout: 30_000 });
    for (const [n, title] of [[1, 'Arriving in the breath'], [2, 'Scanning the body']] as const) {
      await tabTo(page, /^Add lesson$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Lesson ${n}` });
      await dialog.waitFor();
      // The editor opens with the focus on its first field, not on its close button.
      await expect.poll(async () => (await focused(page)).name).toMatch(/^Title/);
      await page.keyboard.insertText(title);
      await typeInto(page, /^Outline/, OUTLINE);
      await chooseFile(page, /^Upload audio$/, { name: `day${n}.mp3`, mimeType: 'audio/mpeg', buffer: silentMp3(200) });
      await dialog.getByText(`day${n}.mp3 (03:19)`).waitFor({ timeout: 30_000 });
      await typeInto(page, /^Survey question/, 'How did the practice feel?');
      for (const [i, answer] of ['Calm', 'Sleepy', 'Restless', 'Other'].entries()) await typeInto(page, new RegExp(`^Answer ${i + 1}`), answer);
      await tabTo(page, /^Save lesson$/);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Lesson 2: Scanning the body').waitFor();
    await saveAndNextByKeyboard(page);

    // The review reads as a summary: labels with the values entered, lessons numbered.
    const details = page.getByRole('region', { name: 'Details' });
    await details.waitFor();
    await details.getByText('Evenings of Gentle Breath').waitFor();
    await details.getByText('Paid course').waitFor();
    await page.getByRole('region', { name: 'Promo' }).getByText('As soon as possible').waitFor();
    await page.getByRole('region', { name: 'Lessons' }).getByText('Lesson 1: Arriving in the breath').waitFor();
    await page.screenshot({ path: `${SHOTS}/review.png`, fullPage: true });

    await tabTo(page, /^Submit$/);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Submit course' });
    await confirm.getByText(/up to 5 working days/).waitFor();
    await tabTo(page, /^Submit$/);
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Course submitted' });
    await success.waitFor();
    await tabTo(page, /^Close$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/courses');
    await page.getByRole('listitem', { name: 'Evenings of Gentle Breath' }).getByText('PENDING', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/courses.png`, fullPage: true });
  });
});
