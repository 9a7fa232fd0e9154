import { describe, expect, it, vi } from 'vitest';
import { logChunkLoadFailures } from './logChunkLoadFailures';

function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError'), { payload });
}

describe('logChunkLoadFailures', () => {
  it("logs 'Loading chunk {id} failed' with the chunk's file", () => {
    const log = vi.fn();
    const stop = logChunkLoadFailures(window, log);
    window.dispatchEvent(preloadError(new Error('Unable to preload CSS for /assets/login.lazy-CClqf1sq.js')));
    stop();
    expect(log).toHaveBeenCalledWith('Loading chunk /assets/login.lazy-CClqf1sq.js failed');
  });

  it('stops listening when asked', () => {
    const log = vi.fn();
    logChunkLoadFailures(window, log)();
    window.dispatchEvent(preloadError(new Error('x.js')));
    expect(log).not.toHaveBeenCalled();
  });
});
