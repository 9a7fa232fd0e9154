import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import mediaSchema from '../../schemas/common/media.schema.json';
import { launchChromium } from './chromium';
import { startHarnessServer } from './fixtures/startHarnessServer';

const skipReason = inject('skipReason');
const texts = mediaSchema.$defs.audio['x-ui'].options.messages;

// The audio uploader's checks before upload say the schema's texts (spec 1 §5 'Audio upload'): here the
// one only a real browser produces, an .mp3 that Chromium cannot decode.
describe.skipIf(skipReason !== '')('audio upload messages in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let harness: Awaited<ReturnType<typeof startHarnessServer>>;

  beforeAll(async () => {
    [browser, harness] = await Promise.all([launchChromium(), startHarnessServer(process.cwd())]);
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  it("an mp3 Chromium cannot decode shows the schema's loadError and is not stored", async () => {
    expect(texts.loadError).toBe('Error loading audio file.');
    await page.goto(harness.url);
    await page.getByLabel('Intro audio file').setInputFiles({ name: 'broken.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(4000, 7) });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(texts.loadError);
    expect(await page.getByTestId('value').textContent()).toBe('{}');
    await page.screenshot({ path: 'test-results/audioMessages/load-error-390.png' });
  });
});
