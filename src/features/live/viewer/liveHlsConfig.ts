import type { HlsConfig } from 'hls.js';

/** Whether `url` is served by the page's own origin (the embedded server), resolved against the page. */
export function isSameOrigin(url: string, page: string = typeof location === 'undefined' ? 'http://invalid.invalid/' : location.href): boolean {
  return new URL(url, page).origin === new URL(page).origin;
}

/**
 * The viewer's hls.js settings (the viewer page and the latency benchmark use the same): no worker (the
 * CSP's worker-src does not allow hls.js's blob: worker), playback two segments behind the live edge, the
 * viewer's bearer on every request to the embedded server, and never to another origin (LiveKit's
 * egress playlists come from a bucket or CDN that must not receive the viewer's token).
 */
export function liveHlsConfig(token: string | null): Partial<HlsConfig> {
  return {
    enableWorker: false,
    liveSyncDurationCount: 2,
    xhrSetup: (xhr, url) => {
      if (token && isSameOrigin(url)) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    },
  };
}
