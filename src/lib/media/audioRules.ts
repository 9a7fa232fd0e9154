import mediaSchema from '../../../schemas/common/media.schema.json';

/**
 * Audio upload rules (spec 1 §5 'Audio upload', §9). The accepted types, the texts of every check made
 * before upload and the large-file threshold are the schema's (`$defs.audio`, its `x-ui.options`).
 */
const AUDIO = mediaSchema.$defs.audio;

export const AUDIO_TYPES: readonly string[] = AUDIO.fileMimeTypes;
/** The default lesson audio cap: the spec's 5e5 setting read as kilobytes, the embedded server's 500 MB. */
export const DEFAULT_AUDIO_MAX_MB = 500;

export type AudioMessages = typeof AUDIO['x-ui']['options']['messages'];

/** The uploader's texts: the mp3 type message (`errorMessage.fileMimeTypes`) and the `x-ui.options.messages`. */
export interface AudioUploadTexts extends AudioMessages {
  invalidType: string;
}

export interface AudioUploadOptions {
  largeFileWarningKb: number;
  messages: AudioUploadTexts;
}

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const textsOnly = (value: unknown) => Object.fromEntries(Object.entries(asRecord(value)).filter(([, text]) => typeof text === 'string'));

/** The schema's audio options, with a field's own `x-ui.options` (its `largeFileWarningKb`, its `messages`) over them. */
export function audioUploadOptions(fieldOptions: Record<string, unknown> = {}): AudioUploadOptions {
  const defaults = AUDIO['x-ui'].options;
  const warningKb = fieldOptions.largeFileWarningKb;
  return {
    largeFileWarningKb: typeof warningKb === 'number' ? warningKb : defaults.largeFileWarningKb,
    messages: { invalidType: AUDIO.errorMessage.fileMimeTypes, ...defaults.messages, ...textsOnly(fieldOptions.messages) },
  };
}

/** The schema's English texts, for code outside a form (the server, the duration reader). */
export const AUDIO_TEXTS: AudioUploadTexts = audioUploadOptions().messages;
export const INVALID_MP3: string = AUDIO_TEXTS.invalidType;

/** Files over the threshold still upload, with the large-file warning. */
export const largeFileWarningBytes = (options: AudioUploadOptions) => options.largeFileWarningKb * 1024;

/** The size refusal with the cap filled in: 'Max allowed file size is {n}MB.' */
export const audioTooLargeMessage = (maxMb: number, template: string = AUDIO_TEXTS.tooLarge) => template.replace(/\{n\}/g, String(maxMb));

const looksLikeMp3 = (file: { type: string; name: string }) =>
  AUDIO_TYPES.includes(file.type) || (file.type === '' && /\.mp3$/i.test(file.name));

/** The message for a chosen audio file that cannot be uploaded, or null. */
export function audioFileError(file: { type: string; name: string; size: number }, maxMb: number, texts: AudioUploadTexts = AUDIO_TEXTS): string | null {
  if (!looksLikeMp3(file)) return texts.invalidType;
  if (file.size > maxMb * 1_000_000) return audioTooLargeMessage(maxMb, texts.tooLarge);
  return null;
}

/** Why the browser could not give a file's length; the uploader shows the matching text of its options. */
export class AudioReadError extends Error {
  constructor(readonly reason: 'durationUnavailable' | 'loadError') {
    super(AUDIO_TEXTS[reason]);
    this.name = 'AudioReadError';
  }
}

/** The browser's reported duration, or the reason it is refused when it is not a finite positive number. */
export function durationOrError(duration: number): { seconds: number } | { error: AudioReadError } {
  return Number.isFinite(duration) && duration > 0 ? { seconds: duration } : { error: new AudioReadError('durationUnavailable') };
}
