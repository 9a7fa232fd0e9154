import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/chromium';
import { buildMediaPage, serveMediaPage } from '../e2e/fixtures/trackMedia/buildMediaPage';
import { toneMp3 } from '../e2e/fixtures/trackMedia/generateMedia';

/** What a snippet script gets: the harness page with the mp3 picked, the file, its folder and ffmpeg.wasm's load time. */
export interface SnippetHarness {
  page: Page;
  mp3: string;
  work: string;
  loadMs: number;
}

/**
 * Runs `body` on the track media harness page in headless Chromium with a 60-minute 128 kbps mp3 (made by
 * native ffmpeg) already picked and ffmpeg.wasm loaded; the browser, the page server and the temporary
 * folder are gone afterwards, whatever `body` does.
 */
export async function withSixtyMinuteMp3(folderPrefix: string, body: (harness: SnippetHarness) => Promise<void>): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const work = mkdtempSync(join(tmpdir(), folderPrefix));
  try {
    const mp3 = toneMp3(work, 3600, 128);
    const pageDir = join(work, 'page');
    await buildMediaPage(root, pageDir);
    mkdirSync(join(pageDir, 'media'));
    symlinkSync(mp3, join(pageDir, 'media', basename(mp3)));
    const served = await serveMediaPage(pageDir);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(10 * 60_000);
      await page.goto(served.url);
      const loadMs = await page.evaluate<number>('harness.timeLoad()');
      await page.evaluate(`harness.pick('${new URL(served.url).origin}/media/${basename(mp3)}', 'audio/mpeg')`);
      await body({ page, mp3, work, loadMs });
    } finally {
      await browser.close();
      await served.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
