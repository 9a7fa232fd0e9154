import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const BUNDLE_INPUTS = ['src', 'schemas', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** dist/ exists and is newer than everything the bundle is built from; `npm start` rebuilds otherwise. */
export function isBuildFresh(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return BUNDLE_INPUTS.every((input) => newestMtime(join(root, input)) <= builtAt);
}

/**
 * Starts the product as `npm start` does (tsx src/server/main.ts), on a free port and a scratch data
 * folder, and resolves with the URL it prints.
 */
export function startProductServer(root: string, dataDir: string, timeoutMs: number): Promise<RunningServer> {
  const args = ['src/server/main.ts', '--port', '0', '--data', dataDir, ...(isBuildFresh(root) ? [] : ['--rebuild'])];
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server printed no URL within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${output}`));
    });
  });
}
