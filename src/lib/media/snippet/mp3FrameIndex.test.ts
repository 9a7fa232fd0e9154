import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_FFMPEG } from '../../../../tests/e2e/fixtures/trackMedia/generateMedia';
import { mp3FrameOffsetAt, parseFrameHeader } from './mp3FrameIndex';
import { seconds, snippetCopyArgs } from './snippetArgs';

// Native ffmpeg (Debian's, as the browser tests use) makes the files and is the reference: the product
// hands ffmpeg.wasm the bytes from mp3FrameOffsetAt on with a copy from 0; its snippet must start within one
// frame of where ffmpeg's own exact seek in the whole file starts, and hold as many frames within one
// (30 s ± one 26 ms frame), for CBR, VBR and MPEG-2 files.
const ffmpeg = (args: string[]) => execFileSync(NATIVE_FFMPEG, ['-v', 'error', '-y', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
const work = mkdtempSync(join(tmpdir(), 'mp3-frames-'));
const SOURCE = 'aevalsrc=sin(440*2*PI*t)*(0.4+0.4*sin(t/3))+0.4*random(0)*gt(mod(t\\,20)\\,10):s=44100:d=240';
const files = {
  cbr: ['-b:a', '128k', '-ac', '2', '-ar', '44100'],
  vbr: ['-q:a', '4', '-ac', '2', '-ar', '44100'],
  mpeg2Mono: ['-q:a', '6', '-ac', '1', '-ar', '22050'],
};
const paths: Record<string, string> = {};

/** The offsets and lengths of an mp3's frames after its ID3v2 tag, the Xing/Info frame included. */
function frames(bytes: Uint8Array): Array<{ at: number; bytes: number }> {
  let at = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  const found: Array<{ at: number; bytes: number }> = [];
  for (let header = parseFrameHeader(bytes, at); header; header = parseFrameHeader(bytes, at)) {
    found.push({ at, bytes: header.bytes });
    at += header.bytes;
  }
  return found;
}

/** The frame lengths without padding (one value for CBR). */
const frameLengths = (bytes: Uint8Array) => frames(bytes).map((frame) => frame.bytes - ((bytes[frame.at + 2]! >> 1) & 1));

/** Where a cut begins in its source, as an audio frame number (the source's frame 0 is its Info frame), and how many audio frames it holds. */
function placeCut(source: Buffer, cut: Buffer): { first: number; count: number } {
  const cutFrames = frames(cut).slice(1);
  const firstBytes = cut.subarray(cutFrames[0]!.at, cutFrames[0]!.at + cutFrames[0]!.bytes);
  const at = source.indexOf(firstBytes);
  return { first: frames(source).findIndex((frame) => frame.at === at) - 1, count: cutFrames.length };
}

beforeAll(() => {
  for (const [name, options] of Object.entries(files)) {
    paths[name] = join(work, `${name}.mp3`);
    ffmpeg(['-f', 'lavfi', '-i', SOURCE, '-c:a', 'libmp3lame', ...options, paths[name]]);
  }
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the mp3 frame at a start', () => {
  it('the test files are what they claim: one CBR, two VBR', () => {
    expect(new Set(frameLengths(readFileSync(paths.cbr!))).size).toBe(1);
    expect(new Set(frameLengths(readFileSync(paths.vbr!))).size).toBeGreaterThan(3);
    expect(new Set(frameLengths(readFileSync(paths.mpeg2Mono!))).size).toBeGreaterThan(3);
  });

  for (const name of Object.keys(files)) {
    it(`${name}: the copy from the found frame starts and ends within a frame of ffmpeg's exact seek in the whole file`, async () => {
      const bytes = readFileSync(paths[name]!);
      const apart: string[] = [];
      for (const start of [0, 0.013, 12.345, 26.122, 26.123, 119.99, 180.5, 209.98]) {
        const offset = await mp3FrameOffsetAt(new Blob([bytes]), Number(seconds(start)));
        expect(offset, `${name} at ${start}`).not.toBeNull();
        const whole = join(work, 'whole.mp3');
        const sliced = join(work, 'sliced.mp3');
        const part = join(work, 'part.mp3');
        ffmpeg(snippetCopyArgs(paths[name]!, whole, start, 30));
        writeFileSync(part, bytes.subarray(offset!));
        ffmpeg(snippetCopyArgs(part, sliced, 0, 30));
        const reference = placeCut(bytes, readFileSync(whole));
        const ours = placeCut(bytes, readFileSync(sliced));
        if (reference.first < 0 || ours.first < 0 || Math.abs(ours.first - reference.first) > 1 || Math.abs(ours.count - reference.count) > 1) apart.push(`${start}: ${JSON.stringify({ reference, ours })}`);
      }
      expect(apart).toEqual([]);
    }, 60_000);
  }

  it('gives null for what is not a plain mp3 stream, and past the end', async () => {
    const wav = join(work, 'tone.wav');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=2', wav]);
    expect(await mp3FrameOffsetAt(new Blob([readFileSync(wav)]), 1)).toBeNull();
    expect(await mp3FrameOffsetAt(new Blob([new Uint8Array(5000)]), 0)).toBeNull();
    expect(await mp3FrameOffsetAt(new Blob([readFileSync(paths.cbr!)]), 250)).toBeNull();
  });
});
