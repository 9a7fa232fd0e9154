// `npx tsx tests/bench/snippetModes.ts`: the 60-minute snippet cut in headless Chromium with ffmpeg.wasm,
// re-encoded (the product's exact 30.000 s) against stream copy (30 s to within a frame), each beside
// Debian's native ffmpeg with the same arguments in the same run, with the machine's load average.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { snippetArgs, snippetCopyArgs } from '../../src/lib/media/snippet/snippetArgs';
import { launchChromium } from '../e2e/chromium';
import { buildMediaPage, serveMediaPage } from '../e2e/fixtures/trackMedia/buildMediaPage';
import { NATIVE_FFMPEG, toneMp3 } from '../e2e/fixtures/trackMedia/generateMedia';
import { median } from './stats';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'snippet-bench-'));
const nativeMs = (args: string[]) => {
  const started = performance.now();
  execFileSync(NATIVE_FFMPEG, ['-v', 'error', '-y', '-nostdin', ...args], { stdio: 'ignore' });
  return performance.now() - started;
};
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
    const load = await page.evaluate<number>('harness.timeLoad()');
    await page.evaluate(`harness.pick('${new URL(served.url).origin}/media/${basename(mp3)}', 'audio/mpeg')`);
    console.log(`ffmpeg.wasm load ${load.toFixed(0)} ms; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`);
    for (const mode of ['encode', 'copy'] as const) {
      const runs: Array<{ ms: number; seconds: number; bytes: number }> = [];
      for (let i = 0; i < 5; i++) runs.push(await page.evaluate<{ ms: number; seconds: number; bytes: number }>(`harness.timeSnippetArgs(1800, '${mode}')`));
      const native = [0, 1, 2, 3, 4].map(() => nativeMs((mode === 'copy' ? snippetCopyArgs : snippetArgs)(mp3, join(work, 'snippet.mp3'), 1800, 30)));
      console.log(
        `${mode}: wasm median ${median(runs.map((r) => r.ms)).toFixed(0)} ms (min ${Math.min(...runs.map((r) => r.ms)).toFixed(0)}), native median ${median(native).toFixed(0)} ms (min ${Math.min(...native).toFixed(0)}), decoded ${runs[0]!.seconds.toFixed(3)} s, ${runs[0]!.bytes} bytes; load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await browser.close();
    await served.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
