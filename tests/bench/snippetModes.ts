// `npx tsx tests/bench/snippetModes.ts`: the 60-minute snippet cut in headless Chromium with ffmpeg.wasm,
// re-encoded (the product's exact 30.000 s) against stream copy (30 s to within a frame), each beside
// Debian's native ffmpeg with the same arguments in the same run, with the machine's load average; and the
// product's cutSnippet (stream copy of the bytes from the first frame at the start).
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
    // Rounds alternate the modes; 'product' is the product's cutSnippet (the copy from the first frame at the start).
    const modes = ['encode', 'copy', 'product'] as const;
    const runs = new Map<string, Array<{ ms: number; seconds: number; bytes: number }>>(modes.map((mode) => [mode, []]));
    for (let i = 0; i < 5; i++)
      for (const mode of modes)
        runs.get(mode)!.push(await page.evaluate<{ ms: number; seconds: number; bytes: number }>(mode === 'product' ? 'harness.timeSnippet(1800)' : `harness.timeSnippetArgs(1800, '${mode}')`));
    for (const mode of modes) {
      const ours = runs.get(mode)!;
      const native = [0, 1, 2, 3, 4].map(() => nativeMs((mode === 'encode' ? snippetArgs : snippetCopyArgs)(mp3, join(work, 'snippet.mp3'), 1800, 30)));
      console.log(
        `${mode}: wasm median ${median(ours.map((r) => r.ms)).toFixed(0)} ms (min ${Math.min(...ours.map((r) => r.ms)).toFixed(0)}), native ${mode === 'encode' ? 'encode' : 'copy'} median ${median(native).toFixed(0)} ms (min ${Math.min(...native).toFixed(0)}), decoded ${ours[0]!.seconds.toFixed(3)} s, ${ours[0]!.bytes} bytes; load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await browser.close();
    await served.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
