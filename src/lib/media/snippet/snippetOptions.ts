import mediaSchema from '../../../../schemas/common/media.schema.json';

/** The snippet picker's length, limits and texts (schemas/common/media.schema.json#/$defs/snippet, x-ui options). */
export type SnippetOptions = typeof mediaSchema.$defs.snippet['x-ui']['options'] & {
  /** The field of the same step holding the track audio the snippet is cut from. */
  sourceField?: string;
};

/** The schema's options, with a field's own `x-ui.options` over them. */
export function snippetOptions(fieldOptions: Record<string, unknown> = {}): SnippetOptions {
  return { ...mediaSchema.$defs.snippet['x-ui'].options, ...fieldOptions } as SnippetOptions;
}

/** The snippet's stored name (spec 1 §3: preview.mp3), the schema's `const`. */
export const SNIPPET_FILE_NAME: string = mediaSchema.$defs.snippet.properties.fileName.const;

/** What the snippet field stores (the shape of #/$defs/snippet). */
export interface SnippetValue {
  fileName: string;
  remoteFile: string;
  mime: 'audio/mpeg';
  bytes: number;
  durationSec: number;
  preview_start_time_in_seconds: number;
  intro_audio_length: number;
}

export function isSnippetValue(value: unknown): value is SnippetValue {
  return typeof value === 'object' && value !== null && typeof (value as SnippetValue).remoteFile === 'string' && typeof (value as SnippetValue).preview_start_time_in_seconds === 'number';
}
