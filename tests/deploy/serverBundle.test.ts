import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_PACKAGES } from '../../src/server/deploy/buildServerBundle';
import { PROJECT_ROOT } from '../../src/server/startServer';
import { buildAndStartBundle, type RunningBundle } from './bundleProcess';

// The deployable server service (npm run build:server-bundle), built into a temp folder outside the project
// and started with `node server.mjs` from there on the local backend. Schemas, overlays and terms must come
// from the bundle. The same bundle on the Firebase backend: serverBundle.firebase.test.ts.

let running: RunningBundle;

beforeAll(async () => {
  running = await buildAndStartBundle((dir) => ({ BACKEND: 'local', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), SEED_DEMO: '1' }));
}, 120_000);

afterAll(() => running?.stop());

async function signIn() {
  const verified = await running.call('POST', '/api/v1/session_verify', { email: 'publisher@demo.local', password: 'publisher123' });
  expect(verified.status).toBe(200);
  const session = await running.call('POST', '/api/auth/custom-token', { token: verified.body.data });
  expect(session.status).toBe(200);
  return { auth: { authorization: `Bearer ${String(session.body.idToken)}` }, uid: (session.body.user as { uid: string }).uid };
}

describe('the server bundle', () => {
  it('is a source folder with its own package.json listing only the packages left outside the bundle, and a Dockerfile', () => {
    const { outDir } = running.bundle;
    const pkg = JSON.parse(readFileSync(join(outDir, 'package.json'), 'utf8')) as { type: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    const project = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.type).toBe('module');
    expect(pkg.scripts.start).toBe('node server.mjs');
    expect(pkg.dependencies).toEqual(Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, project.dependencies[name]])));
    const dockerfile = readFileSync(join(outDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/CMD \["node", "server.mjs"\]/);
  });

  it('locks the runtime packages and all they need at the versions installed here (npm ci in the image)', () => {
    const { outDir } = running.bundle;
    const pkg = JSON.parse(readFileSync(join(outDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(readFileSync(join(outDir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; dependencies?: Record<string, string> }> };
    expect(lock.packages['']).toMatchObject({ dependencies: pkg.dependencies });
    for (const name of RUNTIME_PACKAGES) {
      const installed = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(installed);
    }
    // Every dependency of every locked package resolves inside the lock, as Node would find it.
    const resolves = (from: string, name: string): boolean => {
      for (let dir = from; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
        if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
        if (dir === '') return false;
      }
    };
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) => Object.keys(entry.dependencies ?? {}).filter((dep) => !resolves(at, dep)).map((dep) => `${at} → ${dep}`));
    expect(missing).toEqual([]);
    expect(Object.keys(lock.packages)).toContain('node_modules/@google-cloud/firestore');
    expect(Object.keys(lock.packages).some((at) => /node_modules\/(vite|react|vitest)$/.test(at))).toBe(false);
    expect(readFileSync(join(outDir, 'Dockerfile'), 'utf8')).toMatch(/COPY package.json package-lock.json/);
  });

  it('imports nothing at run time but Node built-ins and the packages its package.json lists', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const packages = running.bundle.externalImports.filter((spec) => !builtins.has(spec));
    expect(packages.filter((spec) => !RUNTIME_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`)) && spec !== 'vite')).toEqual([]);
    // Both are really left outside (a bundled native add-on would not load), and the bundle does import them.
    expect(packages).toEqual(expect.arrayContaining(['better-sqlite3', 'firebase-admin/app']));
  });

  it('answers a publisher: signs in, reads its own document, refuses another publisher’s and a wrong password', async () => {
    expect(running.output()).toMatch(/backend local/);
    const { auth, uid } = await signIn();
    const own = await running.call('GET', `/api/docs/users/${uid}`, undefined, auth);
    expect(own.status).toBe(200);
    expect((own.body.data as { username?: unknown }).username).toEqual(expect.any(String));
    const wrong = await running.call('POST', '/api/v1/session_verify', { email: 'publisher@demo.local', password: 'wrong' });
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ message: 'There has been a problem signing you in' }) });
    expect((await running.call('GET', '/api/docs/users/someone-else/private/settings', undefined, auth)).status).toBe(403);
  });

  it('makes the retreat terms PDF from the terms text and platform facts copied into the bundle', async () => {
    const res = await fetch(`${running.base}/terms/retreat-terms.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('firebase.json sends every server route of the app to the service (Hosting rewrites to Cloud Run)', () => {
    const hosting = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'firebase.json'), 'utf8')) as { hosting: { rewrites: Array<{ source: string; run?: { serviceId: string } }> } }).hosting;
    const toService = hosting.rewrites.filter((r) => r.run).map((r) => r.source);
    expect(toService).toEqual(['/api/**', '/svc/**', '/files/**', '/terms/retreat-terms.pdf']);
    expect(new Set(hosting.rewrites.filter((r) => r.run).map((r) => r.run!.serviceId)).size).toBe(1);
    // The app's own routes fall back to index.html, after the service's.
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
  });

  it('validates with the schemas and overlays copied into the bundle: a bad username gets the spec’s message, in German when asked', async () => {
    const { auth } = await signIn();
    const bad = await running.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username: 'no spaces' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Username may contain only letters, digits, dot, hyphen and underscore');
    const german = await running.call('PATCH', '/svc/teacherDashboard/api/v1/publishers/profile', { username: 'no spaces' }, { ...auth, 'x-locale': 'de' });
    expect(german.body.message).toBe('Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten');
  });
});
