import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viteDev } from '../../src/server/web/viteDev';
import { rawRequest, startTestServer, type TestServer } from './testServer';

const dist = mkdtempSync(join(tmpdir(), 'server-dist-'));
const INDEX = '<!doctype html><title>app</title><script type="module" src="/assets/index-AbC123.js"></script>';
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-AbC123.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (path: string) => {
  const r = await fetch(server.url + path);
  return { status: r.status, type: r.headers.get('content-type'), cache: r.headers.get('cache-control'), body: await r.text() };
};

describe('serving the built app', () => {
  it('serves index.html at / and for every client route, never cached', async () => {
    for (const path of ['/', '/login?next=%2Fcourses', '/courses/abc/edit']) {
      expect(await get(path)).toEqual({ status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache', body: INDEX });
    }
  });

  it('serves hashed assets with their type and immutable caching, other files revalidated', async () => {
    expect(await get('/assets/index-AbC123.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
    expect(await get('/assets/index-AbC123.css')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8' });
    expect(await get('/favicon.svg')).toMatchObject({ status: 200, type: 'image/svg+xml', cache: 'no-cache' });
  });

  it('a missing asset is a 404, not the page; API paths never fall back to the page', async () => {
    expect((await get('/assets/gone-123.js')).status).toBe(404);
    expect(await get('/api/unknown')).toMatchObject({ status: 404, type: 'application/json; charset=utf-8' });
  });

  it('paths that climb out of dist/ get the page, not the file', async () => {
    for (const path of ['/../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5cetc/passwd']) {
      expect(await rawRequest(server.url, 'GET', path)).toEqual({ status: 200, body: INDEX });
    }
  });

  it('only GET and HEAD reach the app', async () => {
    expect((await fetch(`${server.url}/courses`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${server.url}/assets/index-AbC123.js`, { method: 'HEAD' })).headers.get('content-length')).toBe('14');
  });

  // Starts a second server of its own.
  it('says how to build when there is no build', { timeout: 30_000 }, async () => {
    const bare = await startTestServer({ staticDir: join(dist, 'nothing-here') });
    expect((await bare.call('GET', '/')).body).toEqual({ message: 'The app is not built yet: run `npm start` (it builds) or `npm run build`.' });
    await bare.stop();
  });
});

describe('dev mode', () => {
  it('serves the app through Vite middleware on the same HTTP server', async () => {
    const root = mkdtempSync(join(tmpdir(), 'server-vite-'));
    writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
    writeFileSync(join(root, 'vite.config.ts'), 'export default { logLevel: "silent" };\n');
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.js"></script>');
    writeFileSync(join(root, 'main.js'), 'export const answer = 42;\n');
    const http = createServer();
    const vite = await viteDev(root, http);
    http.on('request', (req, res) => void vite.handle(req, res).catch(() => res.writeHead(404).end()));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const page = await (await fetch(`${base}/some/client/route`)).text();
      expect(page).toContain('/@vite/client');
      expect(await (await fetch(`${base}/main.js`)).text()).toContain('answer = 42');
    } finally {
      await vite.close();
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
      rmSync(root, { recursive: true, force: true });
    }
  }, 20_000);
});
