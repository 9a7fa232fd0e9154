import type { ServerResponse } from 'node:http';

/** A value with no promise in it, at the top or one level down (an unawaited read would be answered as `{}`). */
type Settled<T> = T extends PromiseLike<unknown> ? never : T extends object ? { [K in keyof T]: T[K] extends PromiseLike<unknown> ? never : T[K] } : T;

export function sendJson<T>(res: ServerResponse, status: number, body: Settled<T>, headers: Record<string, string> = {}): void {
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
