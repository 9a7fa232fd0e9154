import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parsePlaylist } from '../../src/lib/media/video/playlist';
import { launchChromium } from './chromium';
import { buildMediaPage, serveMediaPage } from './fixtures/trackMedia/buildMediaPage';
import { testMp4, toneMp3 } from './fixtures/trackMedia/generateMedia';

const skipReason = inject('skipReason');
const root = process.cwd();
const FOLDER = 'u1/uploads/tracks/t1';
// One MP3 frame at 44.1 kHz (1152 samples): the tolerance of '30.000 s ± 1 frame'.
const ONE_FRAME_SEC = 1152 / 44100;

type Stored = { path: string; type: string; bytes: number };

// Spec 1 §4 'Snippet trimming' and 'Video uploader' through the real widgets, built for production and
// served under the product's Content-Security-Policy, with media made by Debian's ffmpeg.
describe.skipIf(skipReason !== '')('track media in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let served: Awaited<ReturnType<typeof serveMediaPage>>;
  const work = mkdtempSync(join(tmpdir(), 'track-media-e2e-'));
  const media: Record<string, string> = {};

  const open = async (query = '') => {
    await page?.close();
    page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    page.setDefaultTimeout(45_000);
    // Every CSP violation of the page is kept, so a test can prove the media tools run under the policy.
    await page.addInitScript(`window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`);
    await page.goto(served.url + query);
  };
  const stored = () => page.evaluate<Stored[]>('harness.stored()');
  const violations = () => page.evaluate<string[]>('window.__violations');

  beforeAll(async () => {
    const out = join(work, 'page');
    await buildMediaPage(root, out);
    [served, browser] = await Promise.all([serveMediaPage(out), launchChromium()]);
    media.track = toneMp3(work, 90);
    media.tiny = toneMp3(work, 0.3);
    media.video = testMp4(work, { seconds: 20, width: 640, height: 360, keyframeEverySec: 1 });
    media.farKeys = testMp4(work, { seconds: 12, width: 320, height: 240, keyframeEverySec: 10 });
    media.mov = join(work, 'clip.mov');
    writeFileSync(media.mov, 'not an mp4');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('cuts exactly 30.000 s from the chosen start into preview.mp3 with ffmpeg.wasm, under the CSP', async () => {
    await open();
    await page.locator('#audio').setInputFiles(media.track!);
    await page.getByTestId('audio-summary').waitFor();
    await page.getByLabel('Snippet start (seconds)').fill('12.345');
    await page.getByRole('button', { name: 'Play from here' }).click();
    await page.getByRole('button', { name: 'Cut snippet' }).click();
    await expect.poll(() => page.getByTestId('snippet-summary').textContent(), { timeout: 45_000 }).toBe('Snippet: 00:12 to 00:42');

    const decoded = await page.evaluate<{ seconds: number }>(`harness.decodedSeconds('${FOLDER}/preview.mp3')`);
    expect(Math.abs(decoded.seconds - 30)).toBeLessThanOrEqual(ONE_FRAME_SEC);
    const value = JSON.parse((await page.getByTestId('value').textContent())!) as { snippet: Record<string, unknown> };
    expect(value.snippet).toMatchObject({ fileName: 'preview.mp3', remoteFile: `${FOLDER}/preview.mp3`, preview_start_time_in_seconds: 12.345 });
    expect(Math.abs((value.snippet.intro_audio_length as number) - 30)).toBeLessThanOrEqual(ONE_FRAME_SEC);
    expect((await stored()).find((file) => file.path.endsWith('/preview.mp3'))!.bytes).toBeGreaterThan(10240);
    expect(await violations()).toEqual([]);
  });

  it("counts a cut of 10240 bytes or less as failed: the 'Audio Trimming Failed' alert and nothing stored", async () => {
    await open();
    await page.locator('#audio').setInputFiles(media.tiny!);
    await page.getByTestId('audio-summary').waitFor();
    await page.getByRole('button', { name: 'Cut snippet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Audio Trimming Failed' }).waitFor();
    expect((await stored()).map((file) => file.path)).toEqual([`${FOLDER}/track.mp3`]);
  });

  it('converts an mp4 to HLS by stream copy, uploads segments of at most 5 s and plays them through hls.js', async () => {
    await open();
    await page.locator('#video').setInputFiles(media.video!);
    await page.getByTestId('video-video-name').waitFor();
    expect(await page.getByTestId('video-video-name').textContent()).toBe('video-20s-360p-k1.mp4');
    const segments = parsePlaylist(await page.evaluate<string>(`harness.text('${FOLDER}/video-hls/index.m3u8')`));
    expect(segments.length).toBe(4);
    for (const segment of segments) expect(segment.durationSec).toBeLessThanOrEqual(5);
    expect((await stored()).filter((file) => file.type === 'video/mp2t').length).toBe(4);

    const player = page.getByLabel('Video player');
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return new Promise<void>((resolve) => {
        if (video.readyState >= 2) resolve();
        else video.addEventListener('loadeddata', () => resolve(), { once: true });
      }).then(() => video.play());
    });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await player.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(20);
    expect(await violations()).toEqual([]);

    // Once a video exists: its name and Delete Video, which asks Confirm Deletion and removes every file.
    await page.getByRole('button', { name: 'Delete Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('Are you sure you want to delete this video? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Upload video' }).waitFor();
    expect(await stored()).toEqual([]);
  });

  it('re-encodes when the keyframes are too far apart for 5 s segments', async () => {
    await open();
    await page.locator('#video').setInputFiles(media.farKeys!);
    await page.getByTestId('video-video-name').waitFor();
    const segments = parsePlaylist(await page.evaluate<string>(`harness.text('${FOLDER}/video-hls/index.m3u8')`));
    expect(segments.map((s) => s.durationSec)).toEqual([5, 5, 2]);
  });

  it('refuses a video over the duration cap, another type and a file too large to convert, adding nothing', async () => {
    await open('?maxDuration=10&maxConvertBytes=1000000');
    await page.locator('#video').setInputFiles(media.video!);
    const tooLarge = page.getByRole('alert');
    await tooLarge.getByText('This video is too large to convert in the browser: please choose an mp4 under 1 MB.').waitFor();

    await open('?maxDuration=10');
    await page.locator('#video').setInputFiles(media.video!);
    const toast = page.getByRole('alert');
    await toast.getByText('Invalid video duration').waitFor();
    await toast.getByText('Video duration should not exceed 10 seconds.').waitFor();
    await page.locator('#video').setInputFiles(media.mov!);
    await page.getByRole('alert').getByText('Please select an mp4 video').waitFor();
    expect(await stored()).toEqual([]);
    expect(await page.getByTestId('value').textContent()).toBe('{}');
  });
});
