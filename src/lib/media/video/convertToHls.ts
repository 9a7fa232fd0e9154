import type { FFmpeg } from '@ffmpeg/ffmpeg';
import { withFfmpeg } from '../ffmpeg/loadFfmpeg';
import { withMountedInput } from '../ffmpeg/mountInput';
import { hlsCopyArgs, hlsEncodeArgs, PLAYLIST_NAME, PLAYLIST_TYPE, SEGMENT_TYPE } from './hlsArgs';
import { longestSegment, parsePlaylist, playlistDuration } from './playlist';

/** A converted file ready to upload into the video's folder. */
export interface HlsFile {
  name: string;
  blob: Blob;
}

export interface HlsResult {
  /** Segments first, the playlist last (uploaded in this order, a playlist never names a missing segment). */
  files: HlsFile[];
  durationSec: number;
  segments: number;
  longestSegmentSec: number;
  /** True when the input's keyframes were too far apart for a stream copy. */
  reencoded: boolean;
}

export interface HlsOptions {
  segmentSec: number;
  /** How far over segmentSec a segment may run (one frame's rounding). */
  toleranceSec: number;
  onPhase?(phase: 'copy' | 'encode'): void;
}

let conversions = 0;

async function run(ffmpeg: FFmpeg, args: string[], dir: string): Promise<HlsFile[]> {
  await ffmpeg.createDir(dir);
  const code = await ffmpeg.exec(args);
  const names = (await ffmpeg.listDir(dir)).filter((node) => !node.isDir).map((node) => node.name);
  const files: HlsFile[] = [];
  for (const name of names) {
    const data = await ffmpeg.readFile(`${dir}/${name}`);
    await ffmpeg.deleteFile(`${dir}/${name}`);
    const type = name === PLAYLIST_NAME ? PLAYLIST_TYPE : SEGMENT_TYPE;
    files.push({ name, blob: new Blob([data as Uint8Array<ArrayBuffer>], { type }) });
  }
  await ffmpeg.deleteDir(dir);
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  return files;
}

async function inspect(files: HlsFile[]) {
  const playlist = files.find((file) => file.name === PLAYLIST_NAME);
  if (!playlist) throw new Error('ffmpeg wrote no playlist');
  const segments = parsePlaylist(await playlist.blob.text());
  if (segments.length === 0) throw new Error('The playlist lists no segments');
  const ordered = [...segments.map((s) => files.find((file) => file.name === s.uri)!), playlist];
  if (ordered.some((file) => file === undefined)) throw new Error('The playlist names a missing segment');
  return { ordered, segments };
}

/**
 * Converts an mp4 into an HLS playlist with segments of at most `segmentSec` (spec 1 §4 'Video uploader'):
 * a stream copy first; when its segments run longer (keyframes too far apart) the input is re-encoded
 * with a keyframe at every boundary. The input is read from the picked file, not copied into the heap;
 * the output is held in memory, which is what limits the size (see maxConvertBytes).
 */
export function convertToHls(source: Blob, { segmentSec, toleranceSec, onPhase }: HlsOptions): Promise<HlsResult> {
  return withFfmpeg((ffmpeg) =>
    withMountedInput(ffmpeg, source, 'source.mp4', async (input) => {
      const id = ++conversions;
      onPhase?.('copy');
      let files = await run(ffmpeg, hlsCopyArgs(input, `/hls-${id}-copy`, segmentSec), `/hls-${id}-copy`);
      let { ordered, segments } = await inspect(files);
      const reencoded = longestSegment(segments) > segmentSec + toleranceSec;
      if (reencoded) {
        onPhase?.('encode');
        files = await run(ffmpeg, hlsEncodeArgs(input, `/hls-${id}-encode`, segmentSec), `/hls-${id}-encode`);
        ({ ordered, segments } = await inspect(files));
      }
      return {
        files: ordered,
        durationSec: Math.round(playlistDuration(segments) * 1000) / 1000,
        segments: segments.length,
        longestSegmentSec: longestSegment(segments),
        reencoded,
      };
    }),
  );
}
