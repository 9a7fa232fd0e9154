import { HttpError } from '../http/HttpError';

const invalid = (): HttpError => new HttpError(400, 'Invalid file path');
// File systems count names in bytes: ext4, APFS and NTFS-on-Linux stop at 255 bytes per name, and the
// whole path must stay far inside PATH_MAX (4096 bytes) once the data folder is put in front of it.
export const MAX_NAME_BYTES = 255;
export const MAX_PATH_BYTES = 1024;
const MAX_DEPTH = 32;

const nameTooLong = (): HttpError =>
  new HttpError(400, `Invalid file path: a file or folder name may be at most ${MAX_NAME_BYTES} bytes long (UTF-8)`);
const pathTooLong = (): HttpError => new HttpError(400, `Invalid file path: a file path may be at most ${MAX_PATH_BYTES} bytes long (UTF-8)`);

function checkSegment(decoded: string): string {
  if (decoded === '' || decoded === '.' || decoded === '..') throw invalid();
  if (/[\\/\0]/.test(decoded)) throw invalid();
  if (Buffer.byteLength(decoded, 'utf8') > MAX_NAME_BYTES) throw nameTooLong();
  return decoded;
}

function checkTotal(segments: string[]): string[] {
  // The separators count too: they are part of the path the file system resolves.
  const bytes = segments.reduce((sum, segment) => sum + Buffer.byteLength(segment, 'utf8'), segments.length - 1);
  if (bytes > MAX_PATH_BYTES) throw pathTooLong();
  return segments;
}

/**
 * Raw URL segments → checked path segments. `..`, `.`, empty segments, `\`, NUL (also when encoded) are
 * refused, as are names over MAX_NAME_BYTES and paths over MAX_PATH_BYTES (UTF-8 bytes, not characters).
 */
export function decodeFileSegments(raw: string[]): string[] {
  if (raw.length === 0 || raw.length > MAX_DEPTH) throw invalid();
  const segments = raw.map((segment) => {
    try {
      return checkSegment(decodeURIComponent(segment));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw invalid();
    }
  });
  return checkTotal(segments);
}

/** A folder given as text (`/uid/uploads/x` or `uid/uploads/x/`): outer slashes are allowed, inner rules as above. */
export function parseFolderPath(text: string): string[] {
  const trimmed = text.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  if (segments.length > MAX_DEPTH) throw invalid();
  return checkTotal(segments.map(checkSegment));
}
