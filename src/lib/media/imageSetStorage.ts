import type { FilesPort } from '../../backend/ports';
import { cropFileName, CROPS, imageSetDeletionPaths, ORIGINAL_FILE_NAME, type CropName } from './imageSet';
import type { MediaFile } from './mediaFile';

export interface OriginalImage {
  blob: Blob;
  mime: string;
  width: number;
  height: number;
}

// A re-crop stores new bytes under the same name: a version parameter keeps the preview from the cache.
// Blob and data URLs take no query.
function withVersion(url: string): string {
  if (!/^https?:/i.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${Date.now()}`;
}

/**
 * Uploads the three crops and, when given, the original as original.jpeg (category image); resolves
 * with the field value: the original's facts (what the image rules judge) and the square crop's URL.
 */
export async function saveImageSet(files: FilesPort, folder: string, crops: Record<CropName, Blob>, original: OriginalImage): Promise<MediaFile> {
  await Promise.all(
    CROPS.map((crop) => files.upload(`${folder}/${cropFileName(crop.name)}`, crops[crop.name], { category: 'image', contentType: 'image/jpeg' })),
  );
  const originalPath = `${folder}/${ORIGINAL_FILE_NAME}`;
  await files.upload(originalPath, original.blob, { category: 'image', contentType: original.mime });
  const url = withVersion(await files.downloadUrl(`${folder}/${cropFileName('square')}`));
  return {
    fileName: ORIGINAL_FILE_NAME,
    remoteFile: originalPath,
    url,
    mime: original.mime,
    bytes: original.blob.size,
    width: original.width,
    height: original.height,
  };
}

/** Deletes portrait, rectangle, square, then any thumbnail, in that order (spec 1 §4 'Image uploader'). */
export async function deleteImageSet(files: FilesPort, folder: string): Promise<void> {
  const present = (await files.list(folder)).map((file) => file.name);
  for (const path of imageSetDeletionPaths(folder, present)) {
    if (present.includes(path.slice(folder.length + 1))) await files.delete(path);
  }
}

/** The stored original, for re-cropping. */
export async function fetchOriginal(files: FilesPort, file: MediaFile): Promise<Blob> {
  if (!file.remoteFile) throw new Error('No original image to recrop');
  const response = await fetch(await files.downloadUrl(file.remoteFile));
  if (!response.ok) throw new Error(`The original image could not be read (${response.status})`);
  return response.blob();
}
