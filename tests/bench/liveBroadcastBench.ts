// The local live path's figures (issue 17 benchmark): one stream sent in real time as 1 s chunks to the
// embedded server, which runs Debian's ffmpeg into 5 s HLS segments. Printed, never asserted.
// Run: npx tsx tests/bench/liveBroadcastBench.ts [seconds=30]
// - segment duration: from the playlist's EXTINF lines;
// - capture → segment listed: how long after a segment's first frame was captured it appears in the
//   playlist (a player then adds its own buffer: hls.js starts about two segments behind);
// - server CPU per stream: the server process's and its ffmpeg's CPU time over the run, per second of stream.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { FFMPEG_PATH } from '../../src/server/services/events/broadcastIngest';
import { startServer } from '../../src/server/startServer';

const SECONDS = Number(process.argv[2] ?? 30);
const SVC = '/svc/events/api/v1';
const TICKS_PER_SECOND = 100;

// utime + stime of a process, in seconds (Linux /proc).
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};
const ffmpegChildren = () =>
  execFileSync('ps', ['--ppid', String(process.pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('ffmpeg'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'live-bench-'));
  const file = join(work, 'rec.webm');
  // What Chromium's MediaRecorder sends: H.264 with a keyframe every 5 s (20 fps) and Opus.
  execFileSync(FFMPEG_PATH, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=20', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-g', '100', '-keyint_min', '100', '-c:a', 'libopus', '-f', 'matroska', file]);
  const recording = readFileSync(file);
  const server = await startServer({ port: 0, dataDir: join(work, 'data'), quiet: true });
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const answer = await fetch(server.url + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await answer.json()) as Record<string, unknown>;
  };
  const verified = await call('POST', '/api/v1/session_verify', { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password });
  const token = (await call('POST', '/api/auth/custom-token', { token: verified.data })).idToken as string;
  const event = await call('POST', `${SVC}/live-events`, { title: 'Bench Stream', description: 'benchmark', language_code: 'en', start_date: Date.now(), tags: [], duration_mins: 15, content_type: 'TALK', type: 'LIVE_STREAM' }, token);
  const own = await call('GET', `${SVC}/live-events/${String(event.id)}`, undefined, token);
  const occurrence = (own.next_occurrences as Array<{ id: string }>)[0]!.id;
  const session = await call('POST', `${SVC}/events/${String(event.id)}/occurrences/${occurrence}`, { action: 'START_SESSION' }, token);
  const base = `${server.url}${SVC}/events/${String(event.id)}/occurrences/${occurrence}`;

  const size = Math.ceil(recording.length / SECONDS);
  const listedAt = new Map<number, number>();
  const started = Date.now();
  const cpuStart = { server: process.cpuUsage(), ffmpeg: 0 };
  let ffmpegCpu = 0;
  const poll = setInterval(async () => {
    const answer = await fetch(`${base}/hls/index.m3u8`, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) return;
    const count = ((await answer.text()).match(/#EXTINF/g) ?? []).length;
    for (let i = 0; i < count; i++) if (!listedAt.has(i)) listedAt.set(i, Date.now());
    for (const pid of ffmpegChildren()) ffmpegCpu = Math.max(ffmpegCpu, cpuSeconds(pid));
  }, 200);
  for (let seq = 0; seq < SECONDS; seq++) {
    // Chunk `seq` holds second seq of the recording: it is sent when that second has been captured.
    const due = started + (seq + 1) * 1000;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    await fetch(`${base}/broadcast/${seq}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-broadcast-token': String(session.token) }, body: recording.subarray(seq * size, (seq + 1) * size) });
  }
  await new Promise((r) => setTimeout(r, 2000));
  clearInterval(poll);
  const serverCpu = process.cpuUsage(cpuStart.server);
  const playlist = await (await fetch(`${base}/hls/index.m3u8`, { headers: { authorization: `Bearer ${token}` } })).text();
  const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
  // Segment i starts with the frame captured at 5·i s after `started`; it is listed once ffmpeg cut it.
  const lags = [...listedAt.entries()].filter(([i]) => i < durations.length - 1).map(([i, at]) => (at - (started + i * 5000)) / 1000);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const rows: Array<[string, string]> = [
    ['segment duration (target 5 s)', `${avg(durations).toFixed(2)} s avg over ${durations.length}`],
    ['capture → segment listed', `${avg(lags).toFixed(1)} s avg (min ${Math.min(...lags).toFixed(1)}, max ${Math.max(...lags).toFixed(1)})`],
    ['server CPU per stream (node, incl. this client)', `${(((serverCpu.user + serverCpu.system) / 1e6 / SECONDS) * 100).toFixed(1)} % of a core`],
    ['server CPU per stream (ffmpeg, video copied)', `${((ffmpegCpu / SECONDS) * 100).toFixed(1)} % of a core`],
  ];
  console.log(`Local live path, one ${SECONDS} s stream (640×360, 20 fps, H.264 + Opus)`);
  for (const [measure, value] of rows) console.log(`  ${measure.padEnd(46)} ${value}`);
  await server.close();
  rmSync(work, { recursive: true, force: true });
}

void main();
