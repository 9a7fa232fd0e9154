import { HttpError } from '../http/HttpError';
import { isForbiddenKey } from './forbiddenKeys';

const MAX_SEGMENT = 1500;

/** Decodes raw URL segments into a Firestore-shaped path, refusing anything that is not one. */
export function decodePathSegments(raw: string[], kind: 'document' | 'collection' | 'any'): string[] {
  const invalid = (why: string) => new HttpError(400, `Invalid ${kind === 'any' ? 'document or collection' : kind} path: ${why}`);
  if (raw.length === 0) throw invalid('the path is empty');
  const segments = raw.map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw invalid('a segment is not valid URL encoding');
    }
    if (decoded === '') throw invalid('empty segment');
    if (decoded.includes('/')) throw invalid('a segment contains "/"');
    if (decoded === '.' || decoded === '..') throw invalid('"." and ".." are not ids');
    if (decoded.includes('\0')) throw invalid('a segment contains NUL');
    if (decoded.length > MAX_SEGMENT) throw invalid('a segment is too long');
    if (isForbiddenKey(decoded)) throw invalid(`"${decoded}" is reserved ("__proto__", "constructor" and "prototype" are not ids)`);
    return decoded;
  });
  if (kind === 'document' && segments.length % 2 !== 0) throw invalid('a document path has an even number of segments');
  if (kind === 'collection' && segments.length % 2 !== 1) throw invalid('a collection path has an odd number of segments');
  return segments;
}

/** The collection a document path lives in. */
export function parentOf(docPath: string): string {
  return docPath.slice(0, docPath.lastIndexOf('/'));
}
