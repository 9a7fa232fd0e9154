import { HttpError } from '../http/HttpError';

const invalid = (): HttpError => new HttpError(400, 'Invalid file path');
const MAX_SEGMENT = 255;
const MAX_DEPTH = 32;

function checkSegment(decoded: string): string {
  if (decoded === '' || decoded === '.' || decoded === '..') throw invalid();
  if (/[\\/\0]/.test(decoded) || decoded.length > MAX_SEGMENT) throw invalid();
  return decoded;
}

/** Raw URL segments → checked path segments. `..`, `.`, empty segments, `\`, NUL (also when encoded) are refused. */
export function decodeFileSegments(raw: string[]): string[] {
  if (raw.length === 0 || raw.length > MAX_DEPTH) throw invalid();
  return raw.map((segment) => {
    try {
      return checkSegment(decodeURIComponent(segment));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw invalid();
    }
  });
}

/** A folder given as text (`/uid/uploads/x` or `uid/uploads/x/`): outer slashes are allowed, inner rules as above. */
export function parseFolderPath(text: string): string[] {
  const trimmed = text.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  if (segments.length > MAX_DEPTH) throw invalid();
  return segments.map(checkSegment);
}
