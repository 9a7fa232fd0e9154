/**
 * Finds, without ffmpeg, the byte where a stream copy of an mp3 from `startSec` begins, so that ffmpeg.wasm
 * is handed only the bytes from there on. ffmpeg's own exact seek in an mp3 reads every frame before the
 * start (0.37 s natively for the middle of a 60-minute file, 2.2 s through WORKERFS in the browser); here
 * the frame headers are walked in a few large reads. The walk counts whole frames, so it is exact for CBR
 * and VBR alike (a table of contents would only estimate). Anything it does not recognise as a plain
 * MPEG audio layer III stream (another container, free-format bitrate, a broken or changing header)
 * gives null, and the caller lets ffmpeg seek in the whole file.
 */

/** kbps by bitrate index, MPEG-1 layer III and MPEG-2/2.5 layer III (index 0 is free format: not walked). */
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** Sample rates by version bits (3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5) and rate index. */
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
/** Bytes read from the Blob at a time. */
const CHUNK = 4 * 1024 * 1024;

interface FrameHeader {
  /** Version bits (3, 2 or 0) and sample rate: a stream keeps both. */
  version: number;
  sampleRate: number;
  bytes: number;
  samples: number;
  mono: boolean;
}

export function parseFrameHeader(b: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (b[at + 1]! >> 3) & 3;
  const layer = (b[at + 1]! >> 1) & 3;
  const bitrateIndex = b[at + 2]! >> 4;
  const rateIndex = (b[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const sampleRate = RATES[version]![rateIndex]!;
  const padding = (b[at + 2]! >> 1) & 1;
  const mono = b[at + 3]! >> 6 === 3;
  if (version === 3) return { version, sampleRate, mono, samples: 1152, bytes: Math.floor((144 * MPEG1_KBPS[bitrateIndex]! * 1000) / sampleRate) + padding };
  return { version, sampleRate, mono, samples: 576, bytes: Math.floor((72 * MPEG2_KBPS[bitrateIndex]! * 1000) / sampleRate) + padding };
}

/** A Xing/Info or VBRI frame: a header frame with no audio that decoders (and ffmpeg) do not count. */
function isTagFrame(b: Uint8Array, at: number, header: FrameHeader): boolean {
  const sideInfo = header.version === 3 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17;
  const tag = (offset: number) => String.fromCharCode(...b.subarray(at + offset, at + offset + 4));
  const xing = tag(4 + sideInfo);
  return xing === 'Xing' || xing === 'Info' || tag(36) === 'VBRI';
}

/**
 * The byte offset of the first audio frame that starts at or after `startSec` (frame n starts at
 * n × samples per frame / sample rate, counting from the first audio frame), or null (see above; also
 * when the stream ends before the start).
 */
export async function mp3FrameOffsetAt(source: Blob, startSec: number): Promise<number | null> {
  const read = async (from: number) => new Uint8Array(await source.slice(from, from + CHUNK).arrayBuffer());
  let buffer = await read(0);
  let base = 0;
  let at = 0;
  if (buffer.length >= 10 && buffer[0] === 0x49 && buffer[1] === 0x44 && buffer[2] === 0x33) {
    // ID3v2: a 10-byte header, a syncsafe size, and a 10-byte footer when flag 0x10 is set.
    at = 10 + ((buffer[6]! & 0x7f) << 21) + ((buffer[7]! & 0x7f) << 14) + ((buffer[8]! & 0x7f) << 7) + (buffer[9]! & 0x7f) + (buffer[5]! & 0x10 ? 10 : 0);
  }
  let stream: { version: number; sampleRate: number } | null = null;
  let samples = 0;
  let first = true;
  for (;;) {
    if (at + 64 > buffer.length && base + buffer.length < source.size) {
      base += at;
      buffer = await read(base);
      at = 0;
    }
    const header = parseFrameHeader(buffer, at);
    if (!header || (stream && (header.version !== stream.version || header.sampleRate !== stream.sampleRate))) return null;
    stream ??= { version: header.version, sampleRate: header.sampleRate };
    const tag = first && isTagFrame(buffer, at, header);
    first = false;
    if (!tag) {
      if (samples / header.sampleRate >= startSec) return base + at;
      samples += header.samples;
    }
    at += header.bytes;
  }
}
