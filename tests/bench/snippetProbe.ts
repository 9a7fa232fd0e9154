// `VARIANTS='{"name":["-v","debug","-ss","1800","-i","{in}",…,"{out}"]}' [SHOW=1] npx tsx tests/bench/snippetProbe.ts`: diagnostics for the
// snippet cut: ffmpeg.wasm runs of the given arguments on a 60-minute mp3 in headless Chromium, three rounds
// alternating the variants, with ffmpeg's log lines timed in the page (SHOW=1 prints the first round's).
import { loadavg } from 'node:os';
import { withSixtyMinuteMp3 } from './snippetHarness';

await withSixtyMinuteMp3('snippet-probe-', async ({ page }) => {
  const variants: Record<string, string[]> = JSON.parse(process.env.VARIANTS!);
  for (let round = 0; round < 3; round++)
    for (const [name, args] of Object.entries(variants)) {
      const r = await page.evaluate<{ ms: number; execMs: number; code: number; bytes: number; seconds: number; lines: string[] }>(`harness.probeArgs(${JSON.stringify(args)})`);
      console.log(`${name}: ${r.ms.toFixed(0)} ms (exec ${r.execMs.toFixed(0)}), code ${r.code}, ${r.bytes} B, ${r.seconds.toFixed(3)} s, load ${loadavg()[0]!.toFixed(1)}`);
      if (round === 0 && process.env.SHOW) console.log(r.lines.join('\n'));
    }
});
