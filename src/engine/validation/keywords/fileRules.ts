import type { PredicateKeywordSpec } from './keywordSpec';

// The rules read facts the uploader records on a media-file object ({ mime, bytes, width, height,
// durationSec }). A missing fact passes: whether it must be present is the schema's `required`.
type MediaFile = { mime?: unknown; bytes?: unknown; width?: unknown; height?: unknown; durationSec?: unknown };
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** True when the file's mime type is not in the list. */
export function mimeNotAccepted(file: MediaFile, accepted: readonly string[]): boolean {
  return typeof file.mime === 'string' && !accepted.includes(file.mime.toLowerCase());
}

/** True when the file has more bytes than allowed. */
export function tooManyBytes(file: MediaFile, max: number): boolean {
  const bytes = num(file.bytes);
  return bytes !== undefined && bytes > max;
}

/** True when the image's width or height is under `min` pixels. */
export function sideTooShort(file: MediaFile, min: number): boolean {
  const { width, height } = file;
  return (typeof width === 'number' && width < min) || (typeof height === 'number' && height < min);
}

/** True when the image's width or height is over `max` pixels. */
export function sideTooLong(file: MediaFile, max: number): boolean {
  const { width, height } = file;
  return (typeof width === 'number' && width > max) || (typeof height === 'number' && height > max);
}

/** True when the media lasts less than `min` seconds. */
export function durationTooShort(file: MediaFile, min: number): boolean {
  const seconds = num(file.durationSec);
  return seconds !== undefined && seconds < min;
}

/** True when the media lasts more than `max` seconds. */
export function durationTooLong(file: MediaFile, max: number): boolean {
  const seconds = num(file.durationSec);
  return seconds !== undefined && seconds > max;
}

const fileKeyword = (keyword: string, schemaType: 'array' | 'number', check: typeof mimeNotAccepted | typeof tooManyBytes, checkName: string): PredicateKeywordSpec => ({
  keyword,
  type: 'object',
  schemaType,
  check,
  checkName,
});

/** `fileMimeTypes: ["image/jpeg", "image/png"]` on a media file. */
export const fileMimeTypes = fileKeyword('fileMimeTypes', 'array', mimeNotAccepted, 'mimeNotAccepted');
/** `fileMaxBytes: 19999999` on a media file (the largest size accepted): 'Please select a file smaller than 20MB'. */
export const fileMaxBytes = fileKeyword('fileMaxBytes', 'number', tooManyBytes, 'tooManyBytes');
/** `imageMinSide: 1600` on an image: 'Size of image should be at least 1600 x 1600 pixels'. */
export const imageMinSide = fileKeyword('imageMinSide', 'number', sideTooShort, 'sideTooShort');
/** `imageMaxSide: 5000` on an image (with a minimum: 'Size of image must be between … pixels'). */
export const imageMaxSide = fileKeyword('imageMaxSide', 'number', sideTooLong, 'sideTooLong');
/** `mediaMinDurationSec: 180` on audio or video (spec: lessons of 3 minutes or longer). */
export const mediaMinDurationSec = fileKeyword('mediaMinDurationSec', 'number', durationTooShort, 'durationTooShort');
/** `mediaMaxDurationSec: 180` on audio or video: 'Video duration should not exceed {n} seconds.' */
export const mediaMaxDurationSec = fileKeyword('mediaMaxDurationSec', 'number', durationTooLong, 'durationTooLong');
