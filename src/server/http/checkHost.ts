import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Bound to loopback, the server answers only to loopback Host names. This defeats DNS rebinding: a web
 * page whose domain is re-pointed at 127.0.0.1 would otherwise be same-origin with the API (and the demo
 * passwords are printed for anyone). Bound to another interface, the operator chose to expose it.
 */
export function hostGuard(boundHost: string): (req: IncomingMessage) => void {
  if (!LOOPBACK.has(boundHost)) return () => {};
  return (req) => {
    const host = (req.headers.host ?? '').toLowerCase();
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
    if (!LOOPBACK.has(name)) throw new HttpError(403, 'Unknown host: open the dashboard at 127.0.0.1 or localhost');
  };
}
