import { describe, expect, it } from 'vitest';
import { longestSegment, parsePlaylist, playlistDuration, withSegmentUrls } from './playlist';

const PLAYLIST = ['#EXTM3U', '#EXT-X-TARGETDURATION:5', '#EXTINF:5.000000,', 'segment000.ts', '#EXTINF:4.960000,', 'segment001.ts', '#EXTINF:1.5,', 'segment002.ts', '#EXT-X-ENDLIST', ''].join('\n');

describe('HLS playlists', () => {
  it('reads each segment with its #EXTINF duration, in order', () => {
    const segments = parsePlaylist(PLAYLIST);
    expect(segments).toEqual([
      { uri: 'segment000.ts', durationSec: 5 },
      { uri: 'segment001.ts', durationSec: 4.96 },
      { uri: 'segment002.ts', durationSec: 1.5 },
    ]);
    expect(longestSegment(segments)).toBe(5);
    expect(playlistDuration(segments)).toBeCloseTo(11.46, 6);
  });

  it('replaces only the segment lines with their URLs, keeping the tags', () => {
    const rewritten = withSegmentUrls(PLAYLIST, (uri) => `https://files.example/${uri}?sig=x`);
    expect(rewritten.split('\n').filter((line) => line.startsWith('https://'))).toHaveLength(3);
    expect(rewritten).toContain('#EXTINF:4.960000,\nhttps://files.example/segment001.ts?sig=x');
    expect(parsePlaylist(rewritten).map((s) => s.durationSec)).toEqual([5, 4.96, 1.5]);
  });
});
