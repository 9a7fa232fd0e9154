import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, RUNTIME_PACKAGES, type BuiltBundle } from '../../src/server/deploy/buildServerBundle';
import { PROJECT_ROOT } from '../../src/server/startServer';

export interface RunningBundle {
  bundle: BuiltBundle;
  dir: string;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/**
 * Builds the server bundle into a temp folder outside the project and starts `node server.mjs` there, as the
 * Dockerfile does, with only `env` (and PATH). Only the packages its package.json lists are installed (linked;
 * their own dependencies resolve from where they really are): a package the bundle needed but neither
 * contained nor listed would fail to load.
 */
export async function buildAndStartBundle(env: (dir: string) => Record<string, string>): Promise<RunningBundle> {
  const dir = await mkdtemp(join(tmpdir(), 'server-bundle-'));
  const bundle = await buildServerBundle({ projectRoot: PROJECT_ROOT, outDir: join(dir, 'bundle') });
  mkdirSync(join(bundle.outDir, 'node_modules'));
  for (const name of RUNTIME_PACKAGES) symlinkSync(join(PROJECT_ROOT, 'node_modules', name), join(bundle.outDir, 'node_modules', name), 'dir');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], { cwd: bundle.outDir, env: { PATH: process.env.PATH ?? '', ...env(dir) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  let base: string;
  try {
    base = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
        if (url) resolve(url);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server.mjs exited with ${code} before listening:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const call: RunningBundle['call'] = async (method, path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { bundle, dir, base, output: () => output, call, stop };
}
