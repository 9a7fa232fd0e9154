import { deflateSync } from 'node:zlib';

// A genuine truecolour PNG (signature, IHDR, IDAT, IEND) built with node:zlib alone, so the seeded
// course image is a real picture the image rules and the browser accept without an image library.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/**
 * A width x height RGB PNG shading from `top` to `bottom` (RGB triples). Each row is one colour, so
 * a 1600 x 1600 picture is built and compressed in a few milliseconds at seed time.
 */
export function verticalGradientPng(width: number, height: number, top: readonly number[], bottom: readonly number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type 2: RGB
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const t = height > 1 ? y / (height - 1) : 0;
    const pixel = Buffer.from([0, 1, 2].map((i) => Math.round(top[i]! + (bottom[i]! - top[i]!) * t)));
    // Byte 0 of each row is its filter type (0, none); the pixels follow.
    raw.fill(pixel, y * stride + 1, (y + 1) * stride);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}
