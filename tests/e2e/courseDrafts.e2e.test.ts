import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { pickFirstTopic, signIn as signInAs } from './dashboardSteps';
import { reviewAsAdmin } from './serviceCalls';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const signIn = (page: Page) => signInAs(page, baseUrl, DEMO_PUBLISHER);

const RESTORED = 'Unsaved changes from your last visit were restored.';
const TITLE = 'Evenings of Gentle Rest';
const SUBTITLE = 'Unhurried practices for the end of the day, to put the day down and rest well';
const LONG = 'Each evening a short practice of breath and attention helps the body let go of the day and rest. '.repeat(3);

const titleBox = (page: Page) => page.getByRole('textbox', { name: /^Title( \*)?$/ });
const subtitleBox = (page: Page) => page.getByRole('textbox', { name: /^Subtitle/ });

/** The Details fields the first visit did not fill. */
async function finishDetails(page: Page) {
  await page.getByRole('textbox', { name: /^Long description/ }).fill(LONG);
  // The chip shows the category's label (older builds showed its value).
  await page.getByText(/^meditation ?practice$/i).click();
  await pickFirstTopic(page, 'Benefits');
  await pickFirstTopic(page, 'Origins');
  // The course's language in the page, not the side menu's interface-language switcher (which offers "English" too).
  await page.getByRole('main').getByLabel(/^Language/).click();
  await page.getByRole('listbox').getByRole('option', { name: 'English' }).click();
  await page.getByRole('textbox', { name: /^Course introduction/ }).fill(LONG);
}

async function saveAndNext(page: Page, next: string) {
  await page.getByRole('button', { name: 'Save & Next' }).click();
  if (next === 'Review') await page.getByRole('button', { name: 'Submit' }).waitFor();
  else await page.getByRole('heading', { name: next }).waitFor();
}

// Past the draft store's 150 ms debounce: what a crash leaves behind is what is on disk by then.
const settle = (page: Page) => page.waitForTimeout(400);

describe.skipIf(skipReason !== '')('course wizard drafts in Chromium against npm start', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    // The wizard sets the leave-page warning while a step is changed; a reload means to leave.
    context.on('page', (p) => p.on('dialog', (dialog) => void dialog.accept()));
    page = await context.newPage();
    mkdirSync('test-results', { recursive: true });
  });

  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await page.screenshot({ path: `test-results/e2e-drafts-failure-${test.task.id}.png`, fullPage: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps unsaved Details through a reload and unsaved Promo through a closed tab', async () => {
    await signIn(page);
    await page.goto(`${baseUrl}/course/create`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await titleBox(page).fill(TITLE);
    await subtitleBox(page).fill(SUBTITLE);
    await settle(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await expect.poll(() => titleBox(page).inputValue()).toBe(TITLE);
    expect(await subtitleBox(page).inputValue()).toBe(SUBTITLE);
    await page.getByText(RESTORED).waitFor();

    await finishDetails(page);
    await saveAndNext(page, 'Promo');
    // After the first save the page is the course's edit page, so a reload or a crash comes back to it.
    await page.waitForURL((url) => url.pathname.startsWith('/course/edit/'));
    const editUrl = page.url();
    await page.getByRole('heading', { name: 'Edit Course' }).waitFor();
    await page.getByRole('heading', { name: 'Promo' }).waitFor();
    expect(await page.getByText(RESTORED).count()).toBe(0);
    await page.getByLabel('On this date').check();
    await settle(page);
    await page.close({ runBeforeUnload: false });

    page = await context.newPage();
    await page.goto(editUrl);
    await page.getByText(RESTORED).waitFor();
    await page.getByRole('heading', { name: 'Promo' }).waitFor();
    expect(await page.getByLabel('On this date').isChecked()).toBe(true);
    // Details reached the server: its step needs no attention.
    expect(await page.getByRole('button', { name: /^1\. Details/ }).getByRole('img', { name: 'Not yet validated' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/e2e-drafts-restored.png', fullPage: true });
  });

  it('edits the published seed course in restricted mode and submits the edit for approval', async () => {
    await page.goto(`${baseUrl}/course/edit/course-calm-mornings`);
    await page.getByText('Editing a live course').waitFor();
    await page.getByText(/^This course is live\. When you submit/).waitFor();
    await expect.poll(() => titleBox(page).inputValue()).toBe('Calm Mornings');
    await subtitleBox(page).fill('Three short practices to start each day steady, clear and kind to yourself.');
    await saveAndNext(page, 'Promo');
    expect(await page.getByLabel('As soon as possible').count()).toBe(0);
    await saveAndNext(page, 'Lessons');
    await page.getByRole('list', { name: 'Lessons' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add lesson' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Delete|Reorder) Lesson/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Lesson 1' }).click();
    const lesson = page.getByRole('dialog', { name: 'Lesson 1' });
    expect(await lesson.getByRole('textbox', { name: 'Survey question' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await lesson.waitFor({ state: 'detached' });
    await saveAndNext(page, 'Review');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit course' }).getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog', { name: 'Course submitted' });
    await done.waitFor();
    await done.getByRole('button', { name: 'Close' }).last().click();
    // The edit waits for review: the course stays open, read-only, until then.
    await page.getByText('Edit waiting for approval').waitFor();
    await page.goto(`${baseUrl}/courses`);
    await page.getByRole('row').filter({ hasText: 'Calm Mornings' }).getByText('EDIT WAITING FOR APPROVAL', { exact: true }).waitFor();
    // The platform team approves it, so the seed course is live (and editable) again for the other tests.
    expect((await reviewAsAdmin(baseUrl, DEMO_PUBLISHER.uid, 'course-calm-mornings')).status).toBe(200);
  });
});
