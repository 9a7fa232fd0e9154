import { SnippetTrimError } from '../../../../lib/media/snippet/cutSnippet';
import type { SnippetCutter } from '../../../../lib/media/snippet/snippetCutter';

/**
 * A deterministic SnippetCutter for jsdom, where ffmpeg.wasm cannot run (tests only): every cut is
 * `bytes` bytes and exactly the length asked for; `bytes` at or below minBytes fails as a real cut would.
 * `cuts` records each call's start and length.
 */
export function fixedSnippetCutter(bytes = 480_000) {
  const cuts: Array<{ sourceUrl: string; startSec: number; lengthSec: number }> = [];
  const cutter: SnippetCutter = {
    async cut(sourceUrl, { startSec, lengthSec, minBytes }) {
      cuts.push({ sourceUrl, startSec, lengthSec });
      if (bytes < minBytes) throw new SnippetTrimError(bytes);
      return { blob: new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), durationSec: lengthSec };
    },
  };
  return { cutter, cuts };
}
