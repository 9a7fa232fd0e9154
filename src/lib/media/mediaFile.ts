/**
 * What an uploader stores as a field value: the shape of `schemas/common/media.schema.json#/$defs/file`,
 * so the engine's fileRules (mime, bytes, image sides, duration) can judge it.
 */
export interface MediaFile {
  fileName: string;
  /** Stored reference (full storage path) once uploaded. */
  remoteFile?: string;
  url?: string;
  mime?: string;
  bytes?: number;
  width?: number;
  height?: number;
  durationSec?: number;
}

/** A field value is a media file when it carries at least a file name. */
export function isMediaFile(value: unknown): value is MediaFile {
  return typeof value === 'object' && value !== null && typeof (value as MediaFile).fileName === 'string';
}
