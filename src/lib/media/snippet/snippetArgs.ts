/**
 * ffmpeg arguments that cut `lengthSec` seconds of audio starting at `startSec` into an mp3. Re-encoded,
 * not stream-copied: a copy can only cut on mp3 frame boundaries (26 ms apart), and the snippet must be
 * exactly 30.000 s (spec 1 §4). `-ss` before `-i` seeks by the file's index, then decodes to the exact
 * sample; `-t` after it limits the output. Only the first audio stream: cover art would become a video
 * stream the mp3 muxer writes as an attached picture, adding bytes and nothing audible.
 */
export function snippetArgs(inputPath: string, outputPath: string, startSec: number, lengthSec: number): string[] {
  return [
    '-ss', seconds(startSec),
    '-i', inputPath,
    '-t', seconds(lengthSec),
    '-map', '0:a:0',
    '-map_metadata', '-1',
    '-c:a', 'libmp3lame',
    '-b:a', '128k',
    outputPath,
  ];
}

/**
 * The same cut without re-encoding (stream copy, `-ss` before `-i`): whole mp3 frames only, so the snippet
 * is 30 s to within one frame (26 ms; 30.003 s in the benchmark) rather than exact, and faster (no decode or
 * encode). cutSnippet tries it first; an input it cannot copy into mp3 falls back to snippetArgs.
 */
export function snippetCopyArgs(inputPath: string, outputPath: string, startSec: number, lengthSec: number): string[] {
  return ['-ss', seconds(startSec), '-i', inputPath, '-t', seconds(lengthSec), '-map', '0:a:0', '-map_metadata', '-1', '-c:a', 'copy', outputPath];
}

/** Seconds as ffmpeg reads them, to the millisecond (no exponent notation for tiny or huge values). */
export function seconds(value: number): string {
  return Math.max(0, value).toFixed(3);
}

/** The latest start that still leaves a whole snippet, 0 when the audio is shorter than one. */
export function latestStart(durationSec: number, lengthSec: number): number {
  return Math.max(0, Math.floor((durationSec - lengthSec) * 1000) / 1000);
}
