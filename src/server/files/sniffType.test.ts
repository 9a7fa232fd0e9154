import { describe, expect, it } from 'vitest';
import { silentMp3 } from '../seed/seedMp3';
import { verticalGradientPng } from '../seed/seedPng';
import { sniffType } from './sniffType';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffType', () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xdb), 'image/jpeg'],
    ["the seed's PNG", verticalGradientPng(4, 4, [0, 0, 0], [255, 255, 255]), 'image/png'],
    ['a PDF', text('%PDF-1.4\n'), 'application/pdf'],
    ["the seed's silent mp3 (a bare MPEG-1 Layer III frame)", silentMp3(1), 'audio/mpeg'],
    ['an mp3 with an ID3v2 tag', text('ID3\x04\x00'), 'audio/mpeg'],
    ['an MPEG-2 Layer III frame', bytes(0xff, 0xf3, 0x44, 0xc4), 'audio/mpeg'],
    ['an MP4', bytes(0, 0, 0, 0x20, ...text('ftypmp42')), 'video/mp4'],
    ['an HLS playlist', text('#EXTM3U\n#EXT-X-VERSION:3\n'), 'application/vnd.apple.mpegurl'],
    ['two MPEG-TS packets', Uint8Array.from({ length: 189 }, (_, i) => (i % 188 === 0 ? 0x47 : 0xff)), 'video/mp2t'],
  ])('knows %s', (_name, head, type) => expect(sniffType(head)).toBe(type));

  it.each([
    ['HTML', text('<!doctype html><script>')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['XML', text('<?xml version="1.0"?>')],
    ['a GIF', text('GIF89a')],
    ['a frame sync with the reserved MPEG version', bytes(0xff, 0xeb, 0x14, 0xc0)],
    ['a frame sync with the reserved layer', bytes(0xff, 0xf9, 0x14, 0xc0)],
    ['nothing', bytes()],
    ['a PNG cut after four bytes', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['text that opens with G but is no transport stream', text('G' + 'o'.repeat(199))],
  ])('refuses %s', (_name, head) => expect(sniffType(head)).toBeNull());
});
