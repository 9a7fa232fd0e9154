/**
 * The media types the files API stores, recognised by their first bytes (magic numbers) rather than by
 * what the client declares: a file renamed and declared `image/png` is still HTML if its bytes say so.
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf' | 'audio/mpeg' | 'video/mp4' | 'application/vnd.apple.mpegurl' | 'video/mp2t' | 'audio/webm';

/** Bytes enough to tell every type apart (MP4's `ftyp` box name ends at offset 8; MPEG-TS repeats its sync byte at 188). */
export const SNIFF_BYTES = 189;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// An MPEG audio frame header: 11 sync bits, then a version other than the reserved 01 and a layer
// other than the reserved 00. JPEG's FF D8 never passes (0xD8 lacks the top three sync bits).
function isMpegAudioFrame(head: Uint8Array): boolean {
  if (head.length < 2 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return false;
  const version = (head[1]! >> 3) & 0b11;
  const layer = (head[1]! >> 1) & 0b11;
  return version !== 0b01 && layer !== 0b00;
}

const SIGNATURES: ReadonlyArray<[SniffedType, (head: Uint8Array) => boolean]> = [
  ['image/jpeg', (head) => startsWith(head, [0xff, 0xd8, 0xff])],
  ['image/png', (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['application/pdf', (head) => startsWith(head, ascii('%PDF-'))],
  // An ID3v2 tag before the first frame, or a bare frame.
  ['audio/mpeg', (head) => startsWith(head, ascii('ID3')) || isMpegAudioFrame(head)],
  ['video/mp4', (head) => startsWith(head, ascii('ftyp'), 4)],
  // HLS (videos converted in the browser): a playlist is text that must open with #EXTM3U (RFC 8216
  // §4.3.1.1); MPEG transport stream packets are 188 bytes, each opening with the sync byte 0x47.
  ['application/vnd.apple.mpegurl', (head) => startsWith(head, ascii('#EXTM3U'))],
  ['video/mp2t', (head) => startsWith(head, [0x47]) && startsWith(head, [0x47], 188)],
  // A voice reply recorded in the browser (MediaRecorder writes WebM): the EBML header. Only the forums
  // service's audio upload accepts it; no files API category lists it.
  ['audio/webm', (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])],
];

/** The type the first bytes of a file show, or null when they match none of the stored types. */
export function sniffType(head: Uint8Array): SniffedType | null {
  return SIGNATURES.find(([, matches]) => matches(head))?.[0] ?? null;
}
