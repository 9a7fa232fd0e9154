import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError, notFound } from '../http/HttpError';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Vite puts content-hashed files under assets/: their URL changes with their content, so they never go stale.
const HASHED = /^\/assets\//;

async function fileAt(distDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = resolve(distDir, `.${decoded}`);
  if (full !== distDir && !full.startsWith(distDir + sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? full : null;
}

/** Serves the built app from `distDir`; any other GET falls back to index.html so client routes load. */
export function serveStatic(distDir: string) {
  const root = resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
    const pathname = (req.url ?? '/').split('?')[0]!;
    let file = pathname === '/' ? null : await fileAt(root, pathname);
    const immutable = file !== null && HASHED.test(pathname);
    if (!file) {
      // A missing script must not come back as HTML: only page routes fall back.
      if (HASHED.test(pathname)) throw notFound(`Not found: ${pathname}`);
      file = await fileAt(root, '/index.html');
      if (!file) throw notFound('The app is not built yet: run `npm start` (it builds) or `npm run build`.');
    }
    const info = await stat(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    await pipeline(createReadStream(file), res);
  };
}
