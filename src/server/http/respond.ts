import type { ServerResponse } from 'node:http';

/** `body` is a value, never a promise (an unawaited read would be answered as `{}`). */
export function sendJson<T>(res: ServerResponse, status: number, body: T extends PromiseLike<unknown> ? never : T, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status = 204, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end();
}
