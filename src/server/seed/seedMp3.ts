// Silent MPEG-1 Layer III audio written frame by frame, so the seeded intro and lesson audio are real
// mp3 files of the stated length without an encoder on the machine.
//
// Frame: 48 kHz, 32 kbit/s, mono, no CRC, no padding → 144 * 32000 / 48000 = 96 bytes and 1152 samples
// (24 ms). After the 4-byte header come 17 bytes of mono side information left at zero (no main data,
// no Huffman bits, gain 0: silence); the rest of the frame is zero. The lowest bitrate keeps a
// four-minute lesson under 1 MB, since every fresh data folder (and test server) writes these files.

const FRAME_SECONDS = 1152 / 48_000;
const FRAME_BYTES = 96;
// 0xFFFB: sync, MPEG-1, Layer III, no CRC. 0x14: bitrate index 1 (32 kbit/s), 48 kHz, no padding. 0xC0: mono.
const HEADER = [0xff, 0xfb, 0x14, 0xc0];

/** `seconds` of silent mp3, to the nearest 24 ms frame. */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.round(seconds / FRAME_SECONDS);
  const out = Buffer.alloc(frames * FRAME_BYTES);
  for (let frame = 0; frame < frames; frame += 1) out.set(HEADER, frame * FRAME_BYTES);
  return out;
}
