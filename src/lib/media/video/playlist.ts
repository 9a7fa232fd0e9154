/** One media segment of an HLS playlist: its URI as written and its `#EXTINF` duration. */
export interface PlaylistSegment {
  uri: string;
  durationSec: number;
}

/** The segments of a media playlist (RFC 8216 §4.3.2.1 `#EXTINF:<duration>,`), in order. */
export function parsePlaylist(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let pending: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, durationSec: pending });
      pending = null;
    }
  }
  return segments;
}

/** The playlist's total length in seconds. */
export const playlistDuration = (segments: readonly PlaylistSegment[]): number => segments.reduce((sum, s) => sum + s.durationSec, 0);

/** The longest segment in seconds (0 for none). */
export const longestSegment = (segments: readonly PlaylistSegment[]): number => segments.reduce((max, s) => Math.max(max, s.durationSec), 0);

/**
 * The playlist with each segment URI replaced by `urlFor(uri)`. Stored files are fetched by signed,
 * per-file URLs (local server and Cloud Storage alike), so a relative `segment000.ts` cannot be resolved
 * against the playlist's own URL: the player is given this rewritten copy instead.
 */
export function withSegmentUrls(text: string, urlFor: (uri: string) => string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() !== '' && !line.trim().startsWith('#') ? urlFor(line.trim()) : line))
    .join('\n');
}
