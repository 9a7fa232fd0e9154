import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { audioDurationIn, imageSizeIn } from './fixtures/browserMedia';
import { gradientPng } from './fixtures/png';
import { silentMp3 } from './fixtures/silentMp3';
import { startHarnessServer } from './fixtures/startHarnessServer';

const skipReason = inject('skipReason');
const root = process.cwd();

// Real media made in the test: silent MPEG-1 Layer III frames and a zlib-compressed PNG. Chromium
// must read them as the product's uploaders do (an <audio> element's metadata, an <img> decode).
describe.skipIf(skipReason !== '')('course media in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let harness: Awaited<ReturnType<typeof startHarnessServer>>;

  beforeAll(async () => {
    [browser, harness] = await Promise.all([launchChromium(), startHarnessServer(root)]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await harness?.stop();
  });

  it('generates mp3 files Chromium times at 150 s, 200 s and 100 s, and a 1600 x 1600 PNG', async () => {
    await page.setContent('<html><body></body></html>');
    expect(await audioDurationIn(page, silentMp3(150))).toBeCloseTo(150, 1);
    expect(await audioDurationIn(page, silentMp3(200))).toBeCloseTo(200, 1);
    expect(await audioDurationIn(page, silentMp3(100))).toBeCloseTo(100, 1);
    expect(await imageSizeIn(page, gradientPng(1600, 1600), 'image/png')).toEqual({ width: 1600, height: 1600 });
  });

  it('image uploader: refuses a small image, crops a real image three ways as JPEG, deletes after Confirm Deletion', async () => {
    await page.goto(harness.url);
    const input = page.getByLabel('Course image file');
    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: gradientPng(1200, 1600) });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Size of image should be at least 1600 x 1600 pixels');

    await input.setInputFiles({ name: 'course.png', mimeType: 'image/png', buffer: gradientPng(1600, 1600) });
    await page.getByRole('dialog', { name: 'Crop image' }).waitFor();
    await expect.poll(() => page.locator('.cropper-container').count()).toBe(3);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('button', { name: 'Delete Images' }).waitFor();

    const stored = (await page.evaluate('window.describeStore()')) as Array<{ path: string; type: string; width: number; height: number }>;
    expect(stored.map(({ path, type, width, height }) => [path.split('/').pop(), type, width, height])).toEqual([
      ['square.jpeg', 'image/jpeg', 1600, 1600],
      ['rectangle.jpeg', 'image/jpeg', 1600, 900],
      ['portrait.jpeg', 'image/jpeg', 1142, 1600],
      ['original.jpeg', 'image/png', 1600, 1600],
    ]);
    const value = JSON.parse((await page.getByTestId('value').textContent()) ?? '{}') as { image: Record<string, unknown> };
    expect(value.image).toMatchObject({ fileName: 'original.jpeg', width: 1600, height: 1600, mime: 'image/png' });
    expect(await page.getByRole('img', { name: 'Course image preview' }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);

    await page.getByRole('button', { name: 'Delete Images' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText('Are you sure you want to delete this image? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Select image' }).waitFor();
    const left = (await page.evaluate('window.describeStore()')) as Array<{ path: string }>;
    expect(left.map((f) => f.path.split('/').pop())).toEqual(['original.jpeg']);
  });

  it('audio uploader: reads the real duration in the browser and refuses a file that is not mp3', async () => {
    await page.goto(harness.url);
    const input = page.getByLabel('Intro audio file');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Audio Upload Error: Please select a valid MP3 file');
    await input.setInputFiles({ name: 'intro.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(150) });
    await page.getByText('intro.mp3 (02:30)').waitFor();
    const value = JSON.parse((await page.getByTestId('value').textContent()) ?? '{}') as { audio: { durationSec: number; remoteFile: string } };
    expect(value.audio.durationSec).toBeCloseTo(150, 1);
    expect(value.audio.remoteFile).toBe('u1/uploads/courses/c1/intro.mp3');
  });
});
