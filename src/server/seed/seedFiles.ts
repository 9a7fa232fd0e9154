import type { FilesPort } from '../ports/files';
import { verticalGradientPng } from './seedPng';
import { silentMp3 } from './seedMp3';

/** A file the seed writes under `<dataDir>/files/`, as an upload through the files API would have. */
export interface SeedFile {
  path: string;
  contentType: string;
  data: Buffer;
}

/** An uploaded file as a wizard field holds it (schemas/common/media.schema.json `file`). */
export type SeedMediaValue = Record<string, string | number>;

// The crops the image uploader stores next to the original (src/lib/media/imageSet.ts).
const CROP_SIZES = { square: [1600, 1600], rectangle: [1600, 900], portrait: [1000, 1400] } as const;

/**
 * A course image set in `folder`: original.jpeg (a 1600 x 1600 PNG, kept under the uploader's name
 * with its real type, as the uploader does) and the square, rectangle and portrait crops.
 */
export function seedImageSet(folder: string, top: readonly number[], bottom: readonly number[]): { files: SeedFile[]; value: SeedMediaValue } {
  const original = verticalGradientPng(1600, 1600, top, bottom);
  const crops = Object.entries(CROP_SIZES).map(([name, [w, h]]) => ({
    path: `${folder}/${name}.jpeg`,
    contentType: 'image/png',
    data: name === 'square' ? original : verticalGradientPng(w, h, top, bottom),
  }));
  const remoteFile = `${folder}/original.jpeg`;
  return {
    files: [{ path: remoteFile, contentType: 'image/png', data: original }, ...crops],
    value: { fileName: 'original.jpeg', remoteFile, mime: 'image/png', bytes: original.length, width: 1600, height: 1600 },
  };
}

/** A silent mp3 of `seconds` at `path`, and its field value (name, reference, size, duration). */
export function seedAudio(path: string, seconds: number): { file: SeedFile; value: SeedMediaValue } {
  const data = silentMp3(seconds);
  return {
    file: { path, contentType: 'audio/mpeg', data },
    value: { fileName: path.slice(path.lastIndexOf('/') + 1), remoteFile: path, mime: 'audio/mpeg', bytes: data.length, durationSec: seconds },
  };
}

/** Stores the seed's files through the files port, with their types, as the files API would have. */
export async function writeSeedFiles(files: Pick<FilesPort, 'write'>, seedFiles: readonly SeedFile[]): Promise<void> {
  for (const file of seedFiles) await files.write(file.path.split('/'), file.data, file.contentType);
}
