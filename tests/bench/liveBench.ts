// Issue 17 benchmark: the local live path in headless Chromium with fake devices, end to end.
// - glass-to-glass latency: the host page stamps the capture time into every frame of the fake camera
//   (tests/bench/live/liveBenchPage.ts), the frames go through the product's LocalHlsEngine to the
//   embedded server, its ffmpeg cuts 5 s HLS segments, a viewer page plays them with the viewer's hls.js
//   settings and reads the stamp back on every presented frame: latency = presentation time − capture time;
// - segment duration: the playlist's EXTINF lines (target 5 s, spec 3 §9);
// - server CPU per stream: the server process (this process: the bench client here is only Chromium's
//   driver) and its ffmpeg children, CPU seconds per second of stream.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { HLS_SEGMENT_SECONDS } from '../../src/server/services/events/broadcastIngest';
import { startServer } from '../../src/server/startServer';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median, quantile } from './stats';
import { fmt, met, type Row } from './table';

const SVC = '/svc/events/api/v1';
const TICKS_PER_SECOND = 100;
const MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

// utime + stime of a process, in seconds (Linux /proc).
const cpuSeconds = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};
const ffmpegChildren = () =>
  execFileSync('ps', ['--ppid', String(process.pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('ffmpeg'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

async function buildBenchPage(root: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, lib: { entry: join(root, 'tests/bench/live/liveBenchPage.ts'), formats: ['iife'], name: 'liveBenchPage', fileName: () => 'liveBench.js' } },
  });
  return readFileSync(join(outDir, 'liveBench.js'), 'utf8');
}

export async function benchLive(root: string, work: string, log: (label: string) => void, seconds = 45): Promise<{ rows: Row[]; notes: string[] }> {
  mkdirSync(work, { recursive: true });
  log('live: bundling the bench page (LocalHlsEngine + hls.js)');
  const script = await buildBenchPage(root, join(work, 'page'));
  const server = await startServer({ port: 0, dataDir: join(work, 'data'), quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] });
  try {
    const call = async (method: string, path: string, body: unknown, token?: string) => {
      const answer = await fetch(server.url + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await answer.json()) as Record<string, unknown>;
    };
    const verified = await call('POST', '/api/v1/session_verify', { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password });
    const bearer = (await call('POST', '/api/auth/custom-token', { token: verified.data })).idToken as string;
    const event = await call('POST', `${SVC}/live-events`, { title: 'Latency Bench', description: 'benchmark', language_code: 'en', start_date: Date.now(), tags: [], duration_mins: 15, content_type: 'TALK', type: 'LIVE_STREAM' }, bearer);
    const eventId = String(event.id);
    const own = await call('GET', `${SVC}/live-events/${eventId}`, undefined, bearer);
    const occurrenceId = (own.next_occurrences as Array<{ id: string }>)[0]!.id;
    const session = await call('POST', `${SVC}/events/${eventId}/occurrences/${occurrenceId}`, { action: 'START_SESSION' }, bearer);
    const base = `${server.url}${SVC}/events/${eventId}/occurrences/${occurrenceId}`;

    // The page lives on the server's origin (its calls are same-origin), served by the browser's router.
    const context = await browser.newContext();
    await context.route(`${server.url}/__bench/**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body><script src="/__bench/liveBench.js"></script></body></html>' }),
    );
    const hostPage = await context.newPage();
    await hostPage.goto(`${server.url}/__bench/host.html`);
    log(`live: broadcasting ${seconds} s from the fake camera`);
    const cpuStart = process.cpuUsage();
    const started = Date.now();
    const mimeType = await hostPage.evaluate<string, unknown>((options) => (window as unknown as { liveBench: { host(o: unknown): Promise<string> } }).liveBench.host(options), { base, bearer, eventId, occurrenceId, token: session.token });
    let ffmpegCpu = 0;
    const poll = setInterval(() => {
      for (const pid of ffmpegChildren()) ffmpegCpu = Math.max(ffmpegCpu, cpuSeconds(pid));
    }, 500);
    const viewerPage = await context.newPage();
    await viewerPage.goto(`${server.url}/__bench/viewer.html`);
    await viewerPage.evaluate(([url, token]) => (window as unknown as { liveBench: { viewer(u: string, t: string): void } }).liveBench.viewer(url!, token!), [`${base}/hls/index.m3u8`, bearer]);
    await viewerPage.waitForTimeout(seconds * 1000);
    const results = await viewerPage.evaluate(() => (window as unknown as { liveBench: { results(): { samples: number[]; misread: number; firstFrameAt: number | null } } }).liveBench.results());
    await hostPage.evaluate(() => (window as unknown as { liveBench: { stopHost(): Promise<void> } }).liveBench.stopHost());
    const streamed = (Date.now() - started) / 1000;
    clearInterval(poll);
    for (const pid of ffmpegChildren()) ffmpegCpu = Math.max(ffmpegCpu, cpuSeconds(pid));
    const serverCpu = process.cpuUsage(cpuStart);
    await call('POST', `${SVC}/events/${eventId}/occurrences/${occurrenceId}`, { action: 'END_SESSION' }, bearer);
    let playlist = '';
    for (let i = 0; i < 50 && !playlist.includes('#EXT-X-ENDLIST'); i++) {
      await new Promise((r) => setTimeout(r, 200));
      playlist = await (await fetch(`${base}/hls/index.m3u8`, { headers: { authorization: `Bearer ${bearer}` } })).text();
    }
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    // The last segment is whatever was left when the session ended.
    const full = durations.slice(0, -1);
    const latencies = results.samples.map((ms) => ms / 1000);
    const segmentAvg = full.length ? full.reduce((a, b) => a + b, 0) / full.length : null;
    const latencyMedian = latencies.length ? median(latencies) : null;
    const rows: Row[] = [
      { measure: 'live: glass-to-glass latency, median (stamp in frame → viewer frame)', ours: fmt(latencyMedian, 's'), baseline: '—', ratio: '—', target: 'figure (issue 17 sets none)', met: '—' },
      { measure: 'live: glass-to-glass latency, p95', ours: fmt(latencies.length ? quantile(latencies, 0.95) : null, 's'), baseline: '—', ratio: '—', target: '—', met: '—' },
      { measure: `live: HLS segment duration (${full.length} full segments)`, ours: fmt(segmentAvg, 's'), baseline: '—', ratio: '—', target: `${HLS_SEGMENT_SECONDS} s ± 0.5`, met: met(segmentAvg === null ? null : Math.abs(segmentAvg - HLS_SEGMENT_SECONDS) <= 0.5) },
      { measure: 'live: server CPU per stream, node (server + bench driver)', ours: fmt(((serverCpu.user + serverCpu.system) / 1e6 / streamed) * 100, '% core'), baseline: '—', ratio: '—', target: '—', met: '—' },
      { measure: 'live: server CPU per stream, ffmpeg (video copied)', ours: fmt((ffmpegCpu / streamed) * 100, '% core'), baseline: '—', ratio: '—', target: '—', met: '—' },
    ];
    const notes = [
      `Live: one ${Math.round(streamed)} s stream from Chromium's fake camera (640×360, ${mimeType}), drawn into a canvas with the capture time stamped`,
      '  into each frame (42 black/white cells), recorded by the product\'s LocalHlsEngine (1 s chunks, keyframe every 5 s), POSTed to the',
      '  embedded server, cut by Debian ffmpeg into 5 s HLS segments (video copied, Opus → AAC), played by hls.js with the viewer page\'s',
      `  settings (two segments behind the edge); latency = wall clock at each presented frame − the stamp read back (${latencies.length} frames read,`,
      `  ${results.misread} unreadable; first frame ${results.firstFrameAt ? ((results.firstFrameAt - started) / 1000).toFixed(1) : 'n/a'} s after the host started).`,
    ];
    return { rows, notes };
  } finally {
    await browser.close();
    await server.close();
  }
}
