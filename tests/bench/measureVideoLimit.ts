// `npx tsx tests/bench/measureVideoLimit.ts`: the largest mp4 the browser converts to HLS (docs/media.md,
// maxConvertBytes in schemas/common/media.schema.json). Ever larger copies of one 720p clip go through the
// product's convertToHls in headless Chromium, each in a fresh page, until one fails or takes too long.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from '../e2e/chromium';
import { buildMediaPage, serveMediaPage } from '../e2e/fixtures/trackMedia/buildMediaPage';
import { NATIVE_FFMPEG, testMp4 } from '../e2e/fixtures/trackMedia/generateMedia';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'video-limit-'));
const loopsToTry = (process.argv[2] ?? '8,16,24,32,40').split(',').map(Number);
const log = (text: string) => console.error(`limit: ${text}`);

try {
  const clip = testMp4(work, { seconds: 60, width: 1280, height: 720, keyframeEverySec: 1 });
  const pageDir = join(work, 'page');
  await buildMediaPage(root, pageDir);
  mkdirSync(join(pageDir, 'media'));
  const served = await serveMediaPage(pageDir);
  const browser = await launchChromium();
  const origin = new URL(served.url).origin;
  console.log(`Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM (shared). Clip: ${(statSync(clip).size / 1e6).toFixed(0)} MB per 60 s of 720p.`);
  try {
    for (const loops of loopsToTry) {
      const name = `long-${loops}.mp4`;
      const file = join(pageDir, 'media', name);
      execFileSync(NATIVE_FFMPEG, ['-v', 'error', '-y', '-stream_loop', String(loops - 1), '-i', clip, '-c', 'copy', file]);
      const megabytes = statSync(file).size / 1e6;
      log(`${megabytes.toFixed(0)} MB`);
      const page = await browser.newPage();
      page.setDefaultTimeout(20 * 60_000);
      try {
        await page.goto(served.url);
        await page.evaluate(`harness.pick('${origin}/media/${name}', 'video/mp4')`);
        const result = await page.evaluate<{ ms: number; segments: number; bytes: number }>('harness.timeConvert()');
        console.log(`${megabytes.toFixed(0)} MB: converted in ${(result.ms / 1000).toFixed(1)} s, ${result.segments} segments, ${(result.bytes / 1e6).toFixed(0)} MB of HLS`);
      } catch (error) {
        console.log(`${megabytes.toFixed(0)} MB: FAILED (${String(error).split('\n')[0]})`);
        break;
      } finally {
        await page.close().catch(() => undefined);
        rmSync(file, { force: true });
      }
    }
  } finally {
    await browser.close();
    await served.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
