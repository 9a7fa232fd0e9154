// `npm run bench:server [-- --seconds N]`: the embedded server's step save under load (DESIGN §9, issue 16
// item 6), beside a bare better-sqlite3 insert loop measured in the same run. Not a test: figures are
// marked against their targets but never fail the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { VALID } from '../server/coursesRuleTable';
import { bareInsertsPerSecond } from './bareInserts';
import { closedLoop, openLoop, type LoadResult, type Save } from './serverLoad';
import { fmt, met, renderTable, type Row } from './table';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const seconds = Number(values.seconds);
const CLIENTS = 50;
const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
const work = mkdtempSync(join(tmpdir(), 'server-bench-'));
const log = (label: string) => console.error(`bench:server: ${label}`);

/** The server as `npm start` runs it, in its own process (node --import tsx), over a fresh data folder. */
async function launch(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const portFile = join(dataDir, 'port');
  // BENCH_SERVER_CPU_PROF=<dir> writes the server's CPU profile there (at its SIGTERM exit) to see where a save's time goes.
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', resolve(process.env.BENCH_SERVER_CPU_PROF)] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', dataDir, '--port-file', portFile, '--skip-build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8') === '') {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url: `http://127.0.0.1:${readFileSync(portFile, 'utf8')}` };
}

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Record<string, string>>);
  const { data } = await post('/api/v1/session_verify', { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password });
  const { idToken } = await post('/api/auth/custom-token', { token: data });
  if (!idToken) throw new Error('sign-in failed');
  return idToken;
}

/**
 * Client c saves the Details step of its own course; each save changes the title so every write is real.
 * node:http over a keep-alive agent (one socket per client): fetch (undici) cost this process about as much
 * CPU per save as the server spent, on the same two cores.
 */
function courseSaver(url: string, token: string): Save {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const { hostname, port } = new URL(url);
  return (client, sequence) =>
    new Promise<boolean>((resolvePromise) => {
      const body = JSON.stringify({ ...VALID.details, title: `Calm mornings, client ${client} save ${sequence}` });
      const req = request(
        {
          agent,
          hostname,
          port,
          method: 'PUT',
          path: `${COURSES}/bench-${client}/steps/details`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-time-zone': 'UTC' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolvePromise(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300));
          res.on('error', () => resolvePromise(false));
        },
      );
      req.on('error', () => resolvePromise(false));
      req.end(body);
    });
}

/** CPU seconds (user + system) the process `pid` has used so far, from /proc (Linux; NaN elsewhere). */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Runs a load phase and the server's and this process's CPU time per save sent in it (ms). */
async function withCpu(pid: number | undefined, phase: () => Promise<LoadResult>): Promise<Measured> {
  const server0 = cpuSecondsOf(pid);
  const client0 = process.cpuUsage();
  const result = await phase();
  const client = process.cpuUsage(client0);
  const saves = Math.max(1, result.acknowledged + result.failed);
  return { ...result, serverCpuMs: ((cpuSecondsOf(pid) - server0) * 1000) / saves, clientCpuMs: (client.user + client.system) / 1000 / saves };
}

type Measured = LoadResult & { serverCpuMs: number; clientCpuMs: number };

const cpuRow = (measure: string, figure: number): Row => ({ measure, ours: fmt(figure, 'ms'), baseline: '—', ratio: '—', target: '—', met: '—' });

const latencyRow = (measure: string, figure: number, target?: number): Row => ({
  measure,
  ours: fmt(figure, 'ms'),
  baseline: '—',
  ratio: '—',
  target: target === undefined ? '—' : `≤ ${target} ms`,
  met: met(target === undefined ? null : figure <= target),
});

function rows(open: Measured, closed: Measured, bare: number): Row[] {
  const throughput = closed.acknowledged / closed.seconds;
  return [
    { measure: `open loop: ${CLIENTS} publishers × 1 save/s, acknowledged (failed)`, ours: `${open.acknowledged} (${open.failed})`, baseline: '—', ratio: '—', target: '0 failed', met: met(open.failed === 0) },
    latencyRow('  step save latency p50', open.p50),
    latencyRow('  step save latency p99', open.p99, 20),
    cpuRow('  server CPU per save', open.serverCpuMs),
    {
      measure: `closed loop: ${CLIENTS} clients, acknowledged step saves/s`,
      ours: fmt(throughput, '/s'),
      baseline: fmt(bare, '/s'),
      ratio: `${(throughput / bare).toFixed(2)}×`,
      target: '≥ 0.50× A',
      met: met(throughput >= 0.5 * bare),
    },
    latencyRow('  step save latency p50', closed.p50),
    latencyRow('  step save latency p99', closed.p99),
    cpuRow('  server CPU per save', closed.serverCpuMs),
    cpuRow('  load generator CPU per save (this process)', closed.clientCpuMs),
    { measure: '  failed saves', ours: String(closed.failed), baseline: '—', ratio: '—', target: '0', met: met(closed.failed === 0) },
  ];
}

let server: ChildProcess | undefined;
try {
  const document = JSON.stringify(VALID.details);
  log(`bare better-sqlite3 inserts (${seconds} s)`);
  const bare = bareInsertsPerSecond(work, document, seconds);
  const dataDir = join(work, 'server');
  const launched = await launch(dataDir);
  server = launched.child;
  const save = courseSaver(launched.url, await signIn(launched.url));
  // Each client's first save creates its course; timed saves are edits of a draft.
  const created = await Promise.all(Array.from({ length: CLIENTS }, (_, c) => save(c, -1)));
  if (!created.every(Boolean)) throw new Error('could not create the bench courses (is VALID.details still valid?)');
  // Warm-up, not measured: the first seconds of a fresh process are spent compiling (V8's JIT on every path of a save).
  log('warm-up (3 s)');
  await closedLoop(CLIENTS, 3, save);
  log(`open loop (${seconds} s)`);
  const open = await withCpu(server.pid, () => openLoop(CLIENTS, 1000, seconds, save));
  log(`closed loop (${seconds} s)`);
  const closed = await withCpu(server.pid, () => closedLoop(CLIENTS, seconds, save));
  const [load] = loadavg();
  console.log(`Machine: ${cpus().length} cores, load average ${(load ?? 0).toFixed(1)} at the end (other work on the machine makes every figure noisier).`);
  console.log(renderTable(rows(open, closed, bare)));
  console.log(
    [
      '',
      `Step save = PUT ${COURSES}/{id}/steps/details with the course Details of tests/server/coursesRuleTable.ts, each of`,
      `  ${CLIENTS} clients editing its own draft course as the demo publisher, over HTTP/1.1 keep-alive to \`npm start\`'s server`,
      '  in its own process (WAL, synchronous=FULL); acknowledged = answered 2xx. Latency from send to the whole answer.',
      `Baseline A = bare better-sqlite3 in this process: one upsert of the same JSON (${document.length} bytes) per transaction,`,
      `  same pragmas, ${seconds} s. Each phase runs ${seconds} s.`,
      'CPU per save = user + system CPU time of the process over the phase (/proc; this process: process.cpuUsage), divided by',
      "  the saves sent: the machine's other load disturbs it far less than the latencies.",
    ].join('\n'),
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
