import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, RUNTIME_PACKAGES, type BuiltBundle } from '../../src/server/deploy/buildServerBundle';
import { PROJECT_ROOT } from '../../src/server/startServer';

// The deployable server service (npm run build:server-bundle): built into a temp folder outside the project,
// then started with `node server.mjs` from that folder, as the Dockerfile starts it, on the local backend.
// Only the runtime packages its package.json lists come from a node_modules (linked to the project's, as
// `npm install` in the image would provide them); schemas, overlays and terms must come from the bundle.

let dir: string;
let bundle: BuiltBundle;
let child: ChildProcess | null = null;
let base = '';
let output = '';

function startBundle(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['server.mjs'], { cwd: bundle.outDir, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`server.mjs exited with ${code} before listening:\n${output}`)));
  });
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-bundle-'));
  bundle = await buildServerBundle({ projectRoot: PROJECT_ROOT, outDir: join(dir, 'bundle') });
  // Only the listed packages are installed (linked; their own dependencies resolve from where they really are):
  // a package the bundle needed but did not contain or list would fail to load here.
  mkdirSync(join(bundle.outDir, 'node_modules'));
  for (const name of RUNTIME_PACKAGES) symlinkSync(join(PROJECT_ROOT, 'node_modules', name), join(bundle.outDir, 'node_modules', name), 'dir');
  base = await startBundle({ BACKEND: 'local', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), SEED_DEMO: '1' });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('is a source folder with its own package.json listing only the packages left outside the bundle, and a Dockerfile', () => {
    const pkg = JSON.parse(readFileSync(join(bundle.outDir, 'package.json'), 'utf8')) as { type: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    const project = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.type).toBe('module');
    expect(pkg.scripts.start).toBe('node server.mjs');
    expect(pkg.dependencies).toEqual(Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, project.dependencies[name]])));
    const dockerfile = readFileSync(join(bundle.outDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toMatch(/npm install --omit=dev/);
    expect(dockerfile).toMatch(/CMD \["node", "server.mjs"\]/);
  });

  it('imports nothing at run time but Node built-ins and the packages its package.json lists', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const packages = bundle.externalImports.filter((spec) => !builtins.has(spec));
    expect(packages.filter((spec) => !RUNTIME_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`)) && spec !== 'vite')).toEqual([]);
    // Both are really left outside (a bundled native add-on would not load), and the bundle does import them.
    expect(packages).toEqual(expect.arrayContaining(['better-sqlite3', 'firebase-admin/app']));
  });

  it('answers a publisher: signs in, reads its own document, refuses another publisher’s', async () => {
    expect(output).toMatch(/backend local/);
    const signIn = await call('POST', '/api/v1/session_verify', { email: 'publisher@demo.local', password: 'publisher123' });
    expect(signIn.status).toBe(200);
    const session = await call('POST', '/api/auth/custom-token', { token: signIn.body.data });
    expect(session.status).toBe(200);
    const auth = { authorization: `Bearer ${String(session.body.idToken)}` };
    const uid = (session.body.user as { uid: string }).uid;
    const own = await call('GET', `/api/docs/users/${uid}`, undefined, auth);
    expect(own.status).toBe(200);
    expect((own.body.data as { username?: unknown }).username).toEqual(expect.any(String));
    const wrong = await call('POST', '/api/v1/session_verify', { email: 'publisher@demo.local', password: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('There has been a problem signing you in');
    expect((await call('GET', '/api/docs/users/someone-else/private/settings', undefined, auth)).status).toBe(403);
  });

  it('validates with the schemas and overlays copied into the bundle: a bad username gets the spec’s message, in German when asked', async () => {
    const signIn = await call('POST', '/api/v1/session_verify', { email: 'publisher@demo.local', password: 'publisher123' });
    const session = await call('POST', '/api/auth/custom-token', { token: signIn.body.data });
    const auth = { authorization: `Bearer ${String(session.body.idToken)}` };
    const bad = await call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username: 'no spaces' }, auth);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Username may contain only letters, digits, dot, hyphen and underscore');
    const german = await call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username: 'no spaces' }, { ...auth, 'x-locale': 'de' });
    expect(JSON.stringify(german.body)).toContain('Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten');
  });
});
