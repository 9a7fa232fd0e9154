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

/**
 * A square RGB PNG of a person's silhouette (head and shoulders) on a vertical gradient: the demo
 * publisher's approved profile picture, drawn pixel by pixel so the seed needs no image library.
 */
export function silhouettePng(size: number, top: readonly number[], bottom: readonly number[], figure: readonly number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(stride * size);
  const head = { x: 0.5, y: 0.38, r: 0.19 };
  const shoulders = { x: 0.5, y: 1.02, rx: 0.38, ry: 0.36 };
  for (let y = 0; y < size; y += 1) {
    const v = y / (size - 1);
    const background = [0, 1, 2].map((i) => Math.round(top[i]! + (bottom[i]! - top[i]!) * v));
    for (let x = 0; x < size; x += 1) {
      const u = x / (size - 1);
      const inHead = (u - head.x) ** 2 + (v - head.y) ** 2 <= head.r ** 2;
      const inShoulders = ((u - shoulders.x) / shoulders.rx) ** 2 + ((v - shoulders.y) / shoulders.ry) ** 2 <= 1;
      const colour = inHead || inShoulders ? figure : background;
      raw.set(colour, y * stride + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}
