import { readAudioDuration } from '../readAudioDuration';
import { cutSnippet, type CutSnippetOptions } from './cutSnippet';

/** A cut snippet: its mp3 bytes and the length the browser decodes from them. */
export interface SnippetCut {
  blob: Blob;
  durationSec: number;
}

/**
 * The port the snippet picker cuts through: from the track audio at `sourceUrl`, `lengthSec` seconds from
 * `startSec`. Refuses a cut of fewer than `minBytes` bytes with SnippetTrimError (spec 1 §4).
 */
export interface SnippetCutter {
  cut(sourceUrl: string, options: CutSnippetOptions): Promise<SnippetCut>;
}

/** The browser's cutter: fetch the track audio, cut it with ffmpeg.wasm, decode the result for its length. */
export const ffmpegSnippetCutter: SnippetCutter = {
  async cut(sourceUrl, options) {
    const response = await fetch(sourceUrl);
    if (!response.ok) throw new Error(`The track audio could not be read (${response.status})`);
    const blob = await cutSnippet(await response.blob(), options);
    return { blob, durationSec: await readAudioDuration(blob) };
  },
};
