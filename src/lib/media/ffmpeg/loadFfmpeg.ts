import type { FFmpeg } from '@ffmpeg/ffmpeg';

/**
 * The one ffmpeg.wasm instance of the page, loaded on first use (a lazy chunk, never in a route's
 * entry). The single-thread core and its .wasm are served from our own origin out of the
 * @ffmpeg/core package (Vite emits them as assets), never a CDN: the CSP allows only 'self' plus
 * 'wasm-unsafe-eval' (src/server/http/contentSecurityPolicy.ts). @ffmpeg/core is GPL-2.0-or-later.
 */
let loading: Promise<FFmpeg> | null = null;

export function loadFfmpeg(): Promise<FFmpeg> {
  loading ??= (async () => {
    const [{ FFmpeg }, { default: coreURL }, { default: wasmURL }] = await Promise.all([
      import('@ffmpeg/ffmpeg'),
      import('@ffmpeg/core?url'),
      import('@ffmpeg/core/wasm?url'),
    ]);
    const ffmpeg = new FFmpeg();
    await ffmpeg.load({ coreURL, wasmURL });
    return ffmpeg;
  })().catch((error: unknown) => {
    // A failed load (a chunk that did not arrive) may succeed on the next attempt.
    loading = null;
    throw error;
  });
  return loading;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs one job on the shared instance after the jobs before it: ffmpeg.wasm executes one command at a
 * time and its file system is shared, so two uploaders must not interleave their writes and reads.
 */
export function withFfmpeg<T>(job: (ffmpeg: FFmpeg) => Promise<T>): Promise<T> {
  const run = queue.then(async () => job(await loadFfmpeg()));
  queue = run.catch(() => undefined);
  return run;
}
