import type { HlsConfig } from 'hls.js';

/**
 * The viewer's hls.js settings (the viewer page and the latency benchmark use the same): no worker (the
 * CSP's worker-src does not allow hls.js's blob: worker), playback two segments behind the live edge, the
 * viewer's bearer on every request.
 */
export function liveHlsConfig(token: string | null): Partial<HlsConfig> {
  return {
    enableWorker: false,
    liveSyncDurationCount: 2,
    xhrSetup: (xhr) => {
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    },
  };
}
