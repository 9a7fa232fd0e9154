// `npx tsx tests/bench/snippetModes.ts`: the 60-minute snippet cut in headless Chromium with ffmpeg.wasm,
// re-encoded (the product's exact 30.000 s) against stream copy (30 s to within a frame), each beside
// Debian's native ffmpeg with the same arguments in the same run, with the machine's load average; and the
// product's cutSnippet (stream copy of the bytes from the first frame at the start).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { snippetArgs, snippetCopyArgs } from '../../src/lib/media/snippet/snippetArgs';
import { NATIVE_FFMPEG } from '../e2e/fixtures/trackMedia/generateMedia';
import { withSixtyMinuteMp3 } from './snippetHarness';
import { median } from './stats';

const nativeMs = (args: string[]) => {
  const started = performance.now();
  execFileSync(NATIVE_FFMPEG, ['-v', 'error', '-y', '-nostdin', ...args], { stdio: 'ignore' });
  return performance.now() - started;
};
await withSixtyMinuteMp3('snippet-bench-', async ({ page, mp3, work, loadMs }) => {
  console.log(`ffmpeg.wasm load ${loadMs.toFixed(0)} ms; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`);
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
});
