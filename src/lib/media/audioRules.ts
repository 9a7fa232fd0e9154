import mediaSchema from '../../../schemas/common/media.schema.json';

/** Audio upload rules (spec 1 §5 'Audio upload', §9). The accepted types and their message are the schema's. */
export const AUDIO_TYPES: readonly string[] = mediaSchema.$defs.audio.fileMimeTypes;
/** The default lesson audio cap: the spec's 5e5 setting read as kilobytes, the embedded server's 500 MB. */
export const DEFAULT_AUDIO_MAX_MB = 500;
/** Files over 102400 KB get a warning (they still upload). */
export const LARGE_FILE_WARNING_BYTES = 102_400 * 1024;

export const INVALID_MP3: string = mediaSchema.$defs.audio.errorMessage.fileMimeTypes;
export const DURATION_NOT_AVAILABLE = 'Duration is not available.';
export const AUDIO_LOAD_ERROR = 'Error loading audio file.';
export const SELECT_FAILED = 'Failed to select file for upload';
export const LARGE_FILE_WARNING = 'This file is over 100 MB: the upload may take a while.';

const looksLikeMp3 = (file: { type: string; name: string }) =>
  AUDIO_TYPES.includes(file.type) || (file.type === '' && /\.mp3$/i.test(file.name));

/** The message for a chosen audio file that cannot be uploaded, or null. */
export function audioFileError(file: { type: string; name: string; size: number }, maxMb: number): string | null {
  if (!looksLikeMp3(file)) return INVALID_MP3;
  if (file.size > maxMb * 1_000_000) return `Max allowed file size is ${maxMb}MB.`;
  return null;
}

/** The browser's reported duration, or the spec's message when it is not a finite number. */
export function durationOrError(duration: number): { seconds: number } | { error: string } {
  return Number.isFinite(duration) && duration > 0 ? { seconds: duration } : { error: DURATION_NOT_AVAILABLE };
}
