import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SeedFile, SeedMediaValue } from './seedFiles';

// A 10 s HLS rendition (320 x 180 H.264 test picture with a 330 Hz tone, two 5 s segments), made once with
// Debian's ffmpeg: `ffmpeg -f lavfi -i testsrc2=size=320x180:rate=15 -f lavfi -i sine=frequency=330:sample_rate=22050
// -t 10 -c:v libx264 -profile:v baseline -crf 38 -g 75 -c:a aac -b:a 24k -ac 1 -f hls -hls_time 5
// -hls_playlist_type vod -hls_segment_filename segment%03d.ts index.m3u8`. Shipped, so seeding needs no ffmpeg.
const SOURCE = fileURLToPath(new URL('./demoVideo/', import.meta.url));
// Kept here as .mpegts (a .ts file would be read as TypeScript by the compiler and the linters); stored
// under the names the playlist gives them.
const FILES = [
  { name: 'segment000.ts', source: 'segment000.mpegts', contentType: 'video/mp2t' },
  { name: 'segment001.ts', source: 'segment001.mpegts', contentType: 'video/mp2t' },
  { name: 'index.m3u8', source: 'index.m3u8', contentType: 'application/vnd.apple.mpegurl' },
] as const;
const DURATION_SEC = 10;

/**
 * The demo video in `folder` as the HLS uploader leaves it (segments, then index.m3u8), and the field value
 * it stores (the playlist's reference, the mp4's name, total bytes, duration, segment count).
 */
export function seedHlsVideo(folder: string, fileName: string): { files: SeedFile[]; value: SeedMediaValue } {
  const files = FILES.map(({ name, source, contentType }) => ({ path: `${folder}/${name}`, contentType, data: readFileSync(`${SOURCE}${source}`) }));
  return {
    files,
    value: {
      fileName,
      remoteFile: `${folder}/index.m3u8`,
      mime: 'application/vnd.apple.mpegurl',
      bytes: files.reduce((sum, file) => sum + file.data.length, 0),
      durationSec: DURATION_SEC,
      segments: FILES.length - 1,
    },
  };
}
