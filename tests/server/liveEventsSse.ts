import { request, type ClientRequest } from 'node:http';

/** One parsed server-sent event. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/** An open SSE connection the test reads: every message so far, and a wait for the next ones. */
export interface SseClient {
  messages: SseMessage[];
  headers: Record<string, string | string[] | undefined>;
  status: number;
  /** Resolves once `count` messages in all have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<SseMessage[]>;
  close(): void;
}

/** Opens `path` as EventSource would (optionally with Last-Event-ID), parsing what arrives. */
export function openSse(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let req: ClientRequest | null = null;
    const messages: SseMessage[] = [];
    const waiters: Array<() => void> = [];
    req = request({ hostname, port, path, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        buffer += text;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          if (field('data') !== null) messages.push({ id: field('id'), event: field('event') ?? 'message', data: field('data')! });
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      });
      resolve({
        messages,
        headers: res.headers,
        status: res.statusCode ?? 0,
        waitFor: (count, timeoutMs = 10_000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`only ${messages.length} of ${count} messages`)), timeoutMs);
            const check = () => {
              if (messages.length >= count) {
                clearTimeout(timer);
                done(messages.slice());
              } else waiters.push(check);
            };
            check();
          }),
        close: () => req?.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
