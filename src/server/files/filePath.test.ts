import { describe, expect, it } from 'vitest';
import { decodeFileSegments, MAX_NAME_BYTES, MAX_PATH_BYTES, parseFolderPath } from './filePath';

const enc = (segments: string[]) => segments.map(encodeURIComponent);

describe('file path byte limits', () => {
  it('counts a name in UTF-8 bytes: 85 × "€" (255 bytes) passes, 86 do not', () => {
    expect(decodeFileSegments(enc(['u', '€'.repeat(85)]))).toEqual(['u', '€'.repeat(85)]);
    expect(() => decodeFileSegments(enc(['u', '€'.repeat(86)]))).toThrow(`at most ${MAX_NAME_BYTES} bytes`);
    expect(() => decodeFileSegments(enc(['u', '€'.repeat(200)]))).toThrow('a file or folder name may be at most 255 bytes long (UTF-8)');
  });

  it('refuses a whole path over the limit even when every name is short enough', () => {
    const folders = Array.from({ length: 31 }, () => 'f'.repeat(250));
    expect(() => decodeFileSegments(enc(folders))).toThrow(`a file path may be at most ${MAX_PATH_BYTES} bytes long (UTF-8)`);
    expect(() => parseFolderPath(folders.join('/'))).toThrow('a file path may be at most');
    // Names and separators add up: four 255-byte names and three "/" are 1023 bytes, one more name is over.
    const names = ['a', 'b', 'c', 'd'].map((c) => c.repeat(MAX_NAME_BYTES));
    expect(decodeFileSegments(names)).toHaveLength(4);
    expect(() => decodeFileSegments(['u', ...names])).toThrow('a file path may be at most');
  });

  it('accepts ordinary upload paths', () => {
    expect(parseFolderPath('/u/uploads/profile_picture/')).toEqual(['u', 'uploads', 'profile_picture']);
  });
});
