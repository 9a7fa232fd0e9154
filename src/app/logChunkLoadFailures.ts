/**
 * spec 1 §8: a chunk that fails to load is logged as 'Loading chunk {id} failed'. Vite raises
 * `vite:preloadError` for it; the import error still reaches the route's error page.
 */
export function logChunkLoadFailures(target: Window, log: (message: string) => void = console.error): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const message = payload instanceof Error ? payload.message : String(payload);
    const id = /(\S+\.js)\b/.exec(message)?.[1] ?? message;
    log(`Loading chunk ${id} failed`);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
