// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAbortError } from '../backendError';
import type { UploadProgress } from '../ports';
import { createCookieStore } from './cookieStore';
import { sendUpload } from './sendUpload';

// The browser code paths of the local adapter (XMLHttpRequest uploads, document.cookie) under jsdom,
// against a tiny CORS-enabled server, since jsdom's page origin differs from the server's.
let server: Server;
let baseUrl: string;
const received: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-methods', 'PUT');
    res.setHeader('access-control-allow-headers', 'content-type, authorization');
    if (req.method === 'OPTIONS') return res.end();
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      received.push(size);
      res.writeHead(req.url === '/too-big' ? 413 : 201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url === '/too-big' ? { message: 'Max allowed file size is 20MB.' } : { size }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('local adapter in a browser', () => {
  it('uploads through XMLHttpRequest with upload progress', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    const progress: UploadProgress[] = [];
    const file = new Blob([new Uint8Array(200_000)], { type: 'image/png' });
    const response = await sendUpload(
      { url: `${baseUrl}/ok`, file, headers: { 'content-type': 'image/png' }, onProgress: (p) => progress.push(p) },
      fetch,
    );
    await expect(response.json()).resolves.toEqual({ size: 200_000 });
    expect(progress.at(-1)).toEqual({ bytesTransferred: 200_000, totalBytes: 200_000 });
  });

  it("rejects with the server's message", async () => {
    const file = new Blob([new Uint8Array(10)], { type: 'image/png' });
    await expect(sendUpload({ url: `${baseUrl}/too-big`, file, headers: {} }, fetch)).rejects.toThrow('Max allowed file size is 20MB.');
  });

  it('rejects as aborted when the signal fires', async () => {
    const controller = new AbortController();
    const file = new Blob([new Uint8Array(2_000_000)], { type: 'image/png' });
    const upload = sendUpload({ url: `${baseUrl}/ok`, file, headers: {}, signal: controller.signal }, fetch);
    controller.abort();
    const error = await upload.then(() => null, (e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('sees and clears the readable session flag through document.cookie', () => {
    document.cookie = 'hasSessionCookie=true; Path=/';
    const cookies = createCookieStore();
    expect(cookies.header()).toBeUndefined();
    expect(cookies.has('hasSessionCookie')).toBe(true);
    cookies.clear(['__session', 'hasSessionCookie']);
    expect(cookies.has('hasSessionCookie')).toBe(false);
  });
});
