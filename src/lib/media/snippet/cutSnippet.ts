import { withFfmpeg } from '../ffmpeg/loadFfmpeg';
import { withMountedInput } from '../ffmpeg/mountInput';
import { snippetArgs } from './snippetArgs';

/** Thrown when ffmpeg ran but gave no usable snippet (spec 1 §4: 10240 bytes or less is a failed trim). */
export class SnippetTrimError extends Error {
  constructor(readonly bytes: number) {
    super(`The snippet has ${bytes} bytes`);
    this.name = 'SnippetTrimError';
  }
}

export interface CutSnippetOptions {
  startSec: number;
  lengthSec: number;
  /** The smallest output accepted (schema: 10241). */
  minBytes: number;
}

let cuts = 0;

/** Cuts the snippet in the browser with ffmpeg.wasm and returns the mp3 bytes. */
export function cutSnippet(source: Blob, { startSec, lengthSec, minBytes }: CutSnippetOptions): Promise<Blob> {
  return withFfmpeg((ffmpeg) =>
    withMountedInput(ffmpeg, source, 'source.mp3', async (inputPath) => {
      const output = `/snippet-${++cuts}.mp3`;
      const code = await ffmpeg.exec(snippetArgs(inputPath, output, startSec, lengthSec));
      const data = code === 0 ? await ffmpeg.readFile(output).catch(() => null) : null;
      await ffmpeg.deleteFile(output).catch(() => undefined);
      const bytes = data instanceof Uint8Array ? data : new Uint8Array();
      if (bytes.length < minBytes) throw new SnippetTrimError(bytes.length);
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/mpeg' });
    }),
  );
}
