import { BackendError } from '../backendError';
import type { AuthPort, DocSnapshot, Query } from '../ports';
import { openEventStream, type EventStream } from './eventStream';
import { encodePath, type Transport } from './transport';

/** Consecutive failed connections before the subscriber hears about it; a success resets the count. */
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

/**
 * A live query over /api/listen. Each (re)connection asks for a fresh id token, because the token
 * rides in the URL (EventSource cannot send headers) and may have expired since the last one.
 */
export function subscribeToQuery(
  transport: Transport,
  auth: AuthPort,
  collectionPath: string,
  query: Query,
  onNext: (docs: DocSnapshot[]) => void,
  onError?: (error: Error) => void,
): () => void {
  let stream: EventStream | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function fail(error: Error): void {
    failures += 1;
    if (stopped) return;
    // A 4xx answer (denied, bad query, unknown path) will not heal by retrying.
    const refused = error instanceof BackendError && error.status !== undefined && error.status < 500;
    if (refused || failures >= MAX_ATTEMPTS) {
      stopped = true;
      onError?.(error);
      return;
    }
    retryTimer = setTimeout(connect, RETRY_DELAY_MS * failures);
  }

  async function connect(): Promise<void> {
    const token = await auth.getIdToken();
    if (stopped) return;
    const params = new URLSearchParams({ q: JSON.stringify(query), access_token: token ?? '' });
    const url = transport.url(`/api/listen/${encodePath(collectionPath)}?${params}`);
    stream = openEventStream(
      url,
      {
        onData(data) {
          failures = 0;
          try {
            onNext((JSON.parse(data) as { docs: DocSnapshot[] }).docs);
          } catch (error) {
            onError?.(error instanceof Error ? error : new Error(String(error)));
          }
        },
        onEnd: fail,
      },
      transport.fetch,
    );
  }

  connect().catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    stream?.close();
  };
}
