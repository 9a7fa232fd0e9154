// `VARIANTS='{"name":["-v","debug","-ss","1800","-i","{in}",…,"{out}"]}' [SHOW=1] npx tsx tests/bench/snippetProbe.ts`: diagnostics for the
// snippet cut: ffmpeg.wasm runs of the given arguments on a 60-minute mp3 in headless Chromium, three rounds
// alternating the variants, with ffmpeg's log lines timed in the page (SHOW=1 prints the first round's).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { launchChromium } from '../e2e/chromium';
import { buildMediaPage, serveMediaPage } from '../e2e/fixtures/trackMedia/buildMediaPage';
import { toneMp3 } from '../e2e/fixtures/trackMedia/generateMedia';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'snippet-probe-'));
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
    await page.goto(served.url);
    await page.evaluate('harness.timeLoad()');
    await page.evaluate(`harness.pick('${new URL(served.url).origin}/media/${basename(mp3)}', 'audio/mpeg')`);
    const variants: Record<string, string[]> = JSON.parse(process.env.VARIANTS!);
    for (let round = 0; round < 3; round++)
      for (const [name, args] of Object.entries(variants)) {
        const r = await page.evaluate<{ ms: number; execMs: number; code: number; bytes: number; seconds: number; lines: string[] }>(`harness.probeArgs(${JSON.stringify(args)})`);
        console.log(`${name}: ${r.ms.toFixed(0)} ms (exec ${r.execMs.toFixed(0)}), code ${r.code}, ${r.bytes} B, ${r.seconds.toFixed(3)} s, load ${loadavg()[0]!.toFixed(1)}`);
        if (round === 0 && process.env.SHOW) console.log(r.lines.join('\n'));
      }
  } finally {
    await browser.close();
    await served.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
