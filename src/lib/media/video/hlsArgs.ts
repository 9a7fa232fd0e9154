import { seconds } from '../snippet/snippetArgs';

/** Names inside a converted video's folder: the playlist and its numbered segments. */
export const PLAYLIST_NAME = 'index.m3u8';
export const SEGMENT_PATTERN = 'segment%03d.ts';
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';

// The first video and (if any) the first audio stream; data and subtitle tracks do not go into HLS here.
const STREAMS = ['-map', '0:v:0', '-map', '0:a:0?'];

const hlsOutput = (dir: string, segmentSec: number) => [
  '-f', 'hls',
  '-hls_time', seconds(segmentSec),
  '-hls_playlist_type', 'vod',
  '-hls_segment_filename', `${dir}/${SEGMENT_PATTERN}`,
  `${dir}/${PLAYLIST_NAME}`,
];

/**
 * Stream copy: no decoding, so it is fast and loses nothing, but a segment can only start on a keyframe.
 * The segments are as short as asked only when the input's keyframes fall on those boundaries.
 */
export function hlsCopyArgs(inputPath: string, dir: string, segmentSec: number): string[] {
  return ['-i', inputPath, ...STREAMS, '-c', 'copy', ...hlsOutput(dir, segmentSec)];
}

/**
 * Re-encode (H.264 + AAC) with a keyframe forced at every segment boundary, for inputs whose keyframes
 * are too far apart. ultrafast: the single-thread wasm encoder is the slow part of the whole upload.
 */
export function hlsEncodeArgs(inputPath: string, dir: string, segmentSec: number): string[] {
  return [
    '-i', inputPath,
    ...STREAMS,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p',
    '-force_key_frames', `expr:gte(t,n_forced*${seconds(segmentSec)})`,
    '-c:a', 'aac', '-b:a', '128k',
    ...hlsOutput(dir, segmentSec),
  ];
}
