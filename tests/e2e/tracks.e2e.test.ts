import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { pickFirstTopic, signIn as signInAs } from './dashboardSteps';
import { gradientPng } from './fixtures/png';
import { silentMp3 } from './fixtures/silentMp3';

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const TRACKS = '/svc/teacherDashboard/api/v1/publishers/tracks';
const DESCRIPTION = 'A short guided practice for the first minutes of the day: sit, let the breath slow down and notice the body before the day begins. '.repeat(2);
const TITLE = 'Quiet breath before work';

async function saveAndNext(page: Page, nextStep: string) {
  await page.getByRole('button', { name: 'Save & Next' }).click();
  if (nextStep === 'Review') await page.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 30_000 });
  else await page.getByRole('heading', { name: nextStep }).waitFor({ timeout: 30_000 });
}

async function chooseOption(page: Page, label: RegExp, option: string) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The schema's `select` hint draws a native select.
async function selectNative(page: Page, label: RegExp, option: string) {
  await page.getByLabel(label).first().selectOption({ label: option });
}

async function json(path: string, method: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { data?: { rows?: Array<{ id: string; title: string }>; total?: number } } };
}

async function tokenOf(page: Page): Promise<string> {
  // The local adapter keeps the session's id token; the service calls below use it as the app does.
  return page.evaluate(async () => {
    const verified = await fetch('/api/v1/session_verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'publisher@demo.local', password: 'publisher123' }) }).then((r) => r.json());
    const exchanged = await fetch('/api/auth/custom-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: verified.data }) }).then((r) => r.json());
    return exchanged.idToken as string;
  });
}

const rowTitles = (page: Page) => page.getByRole('table').locator('tbody tr td:nth-child(3)').allTextContents();

describe.skipIf(skipReason !== '')('tracks in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A refused call is the first thing to read when a step does not advance.
    page.on('response', (response) => {
      if (response.status() >= 400) void response.text().then((text) => console.warn(`${response.status()} ${response.url()} ${text.slice(0, 400)}`));
    });
    await signInAs(page, baseUrl, DEMO_PUBLISHER);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: `test-results/tracks-failed-${context.task.name.slice(0, 20).replace(/\W+/g, '-')}.png`, fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a free audio track through the wizard (image, mp3, 30 s snippet, copyright, categories), submits it and lists it PENDING on /audio', async () => {
    await page.goto(`${baseUrl}/audio`);
    await page.getByRole('link', { name: 'Upload audio track' }).click();
    await page.waitForURL((url) => url.pathname === '/tracks/create' && url.searchParams.get('type') === 'audio' && url.searchParams.get('from') === 'free');
    await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill(TITLE);
    await page.getByRole('textbox', { name: /^Description/ }).fill(DESCRIPTION);
    await page.getByLabel('Track image file').setInputFiles({ name: 'track.png', mimeType: 'image/png', buffer: gradientPng(1600, 1600) });
    await page.getByRole('dialog', { name: 'Crop image' }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
    await save.click();
    await page.getByRole('button', { name: 'Delete Images' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Track audio file').setInputFiles({ name: 'track.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(120) });
    await page.getByText('track.mp3 (02:00)').waitFor({ timeout: 30_000 });
    await page.getByLabel('Snippet start (seconds)').fill('10');
    await page.getByRole('button', { name: 'Cut snippet' }).click();
    await page.getByText('Snippet: 00:10 to 00:40').waitFor({ timeout: 90_000 });
    await page.getByText('Guided', { exact: true }).click();
    await page.getByText('Everyone', { exact: true }).click();
    await selectNative(page, /^Activity/, 'Meditation');
    // The form's language picker (the side menu has an interface language select too).
    await page.getByRole('main').getByLabel(/^Language/).first().click();
    await page.locator('[data-combobox-option]').getByText('English', { exact: true }).click();
    await page.screenshot({ path: 'test-results/tracks-details.png', fullPage: true });
    await saveAndNext(page, 'Copyright');
    // The first save created the track: the create route became its edit route.
    await page.waitForURL((url) => /^\/tracks\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('Yes, I own the copyright').click();
    await saveAndNext(page, 'Categorize');
    await pickFirstTopic(page, 'Benefits');
    await pickFirstTopic(page, 'Origin');
    await pickFirstTopic(page, 'Practice');
    await page.getByText('Female', { exact: true }).click();
    await selectNative(page, /^Background/, 'Nature Sounds');
    await page.getByText('Bells', { exact: true }).click();
    await saveAndNext(page, 'Review');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit track' }).getByRole('button', { name: /Submit|Confirm/ }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.waitFor({ timeout: 30_000 });
    await thanks.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL((url) => url.pathname === '/audio');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('PENDING').waitFor();
    await page.screenshot({ path: 'test-results/tracks-audio.png', fullPage: true });
  }, 300_000);

  it('filters by status group, sorts, pages by 20 and deletes with Confirm Deletion', async () => {
    const token = await tokenOf(page);
    // 20 more drafts through the same step save the wizard uses, so the free list holds more than a page.
    for (let i = 0; i < 20; i++) {
      const saved = await json(`${TRACKS}/e2e-draft-${i}/steps/details`, 'PUT', token, {
        title: `Draft number ${String(i).padStart(2, '0')}`,
        description: DESCRIPTION,
        content_type: 'MUSIC',
        audience: 'EVERYONE',
        activity: 'Meditation',
        lang: { iso_639_1: 'en', name: 'English' },
        track_image: { fileName: 'original.jpeg', mime: 'image/png', bytes: 1000, width: 1600, height: 1600 },
        track_audio: { fileName: 'track.mp3', mime: 'audio/mpeg', bytes: 1000, durationSec: 100 + i },
        snippet: { fileName: 'preview.mp3', remoteFile: `${DEMO_PUBLISHER.uid}/uploads/tracks/e2e-draft-${i}/preview.mp3`, mime: 'audio/mpeg', bytes: 20000, preview_start_time_in_seconds: 0, intro_audio_length: 30 },
        track_route: 'free-audio',
      });
      expect(saved.status).toBe(201);
    }
    await page.goto(`${baseUrl}/audio`);
    await page.getByRole('table', { name: 'Tracks' }).waitFor();
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(20);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    // 4 seeded + 1 created + 20 drafts = 25: five on page 2.
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(5);

    await page.getByText('Pending', { exact: true }).click();
    await expect.poll(() => rowTitles(page)).toEqual([TITLE, 'A short talk on patience']);
    await page.getByText('Published', { exact: true }).click();
    await expect.poll(() => rowTitles(page)).toEqual(['Morning breath']);
    await page.getByText('Removed', { exact: true }).click();
    await expect.poll(() => rowTitles(page)).toEqual(['Ten minute body scan']);
    await page.getByText('Draft', { exact: true }).click();
    await expect.poll(async () => (await rowTitles(page)).length).toBe(20);

    await chooseOption(page, /^Sort by/, 'Title');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe('Draft number 00');
    await chooseOption(page, /^Sort by/, 'Longest');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe('Ocean drift');
    await chooseOption(page, /^Sort by/, 'Shortest');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe('Draft number 00');

    await page.getByRole('button', { name: 'Delete Draft number 00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await rowTitles(page)).includes('Draft number 00')).toBe(false);
    expect((await json(`${TRACKS}/e2e-draft-0`, 'GET', token)).status).toBe(404);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/tracks-audio-390.png', fullPage: true });
    // On a phone the list is cards (as the course list), one per track, each with its View and Delete.
    await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.goto(`${baseUrl}/premium-tracks`);
    const card = page.getByRole('list', { name: 'Premium tracks' }).getByRole('listitem', { name: 'Deep rest for busy minds' });
    await card.getByRole('link', { name: 'View Deep rest for busy minds' }).waitFor();
    await card.getByRole('button', { name: 'Delete Deep rest for busy minds' }).waitFor();
    await page.getByRole('link', { name: 'Upload video track' }).waitFor();
    await page.screenshot({ path: 'test-results/tracks-premium-390.png', fullPage: true });
  }, 180_000);

  it("shows 'Data not found' for an empty filter", async () => {
    await page.goto(`${baseUrl}/premium-tracks`);
    await page.getByText('Removed', { exact: true }).click();
    await page.getByText('Data not found').waitFor();
  });
});
