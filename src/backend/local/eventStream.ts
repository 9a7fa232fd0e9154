import { errorFrom } from './transport';

/** One open server-sent-events connection; `close()` ends it and no callback fires afterwards. */
export interface EventStream {
  close(): void;
}

export interface EventStreamHandlers {
  onData(data: string): void;
  /** The connection ended or could not be opened; the caller decides whether to reconnect. */
  onEnd(error: Error): void;
}

/**
 * Opens `url` as an event stream: EventSource in browsers, streamed fetch where there is none (Node).
 * EventSource's own reconnect is switched off because a reconnect must carry a fresh token.
 */
export function openEventStream(url: string, handlers: EventStreamHandlers, fetchImpl: typeof fetch): EventStream {
  if (typeof EventSource !== 'undefined') return openWithEventSource(url, handlers);
  return openWithFetch(url, handlers, fetchImpl);
}

function openWithEventSource(url: string, handlers: EventStreamHandlers): EventStream {
  const source = new EventSource(url, { withCredentials: true });
  source.onmessage = (event: MessageEvent<string>) => handlers.onData(event.data);
  source.onerror = () => {
    source.close();
    handlers.onEnd(new Error('The live connection was lost'));
  };
  return { close: () => source.close() };
}

function openWithFetch(url: string, handlers: EventStreamHandlers, fetchImpl: typeof fetch): EventStream {
  const controller = new AbortController();
  let closed = false;
  const end = (error: Error) => {
    if (!closed) handlers.onEnd(error);
    closed = true;
  };
  void (async () => {
    const response = await fetchImpl(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    if (!response.ok) throw await errorFrom(response);
    if (!response.body) throw new Error('The live connection has no body');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const data = dataOf(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        if (data !== null && !closed) handlers.onData(data);
        boundary = buffer.indexOf('\n\n');
      }
    }
    throw new Error('The live connection was closed by the server');
  })().catch((error: unknown) => end(error instanceof Error ? error : new Error(String(error))));
  return {
    close() {
      closed = true;
      controller.abort();
    },
  };
}

/** The joined `data:` lines of one event, or null for comments and keep-alives. */
function dataOf(block: string): string | null {
  const lines = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length === 0 ? null : lines.join('\n');
}
