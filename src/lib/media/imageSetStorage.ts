import type { FilesPort } from '../../backend/ports';
import { cropFileName, CROPS, imageSetDeletionPaths, ORIGINAL_FILE_NAME, type CropName } from './imageSet';
import type { MediaFile } from './mediaFile';
import { uploadPendingFiles, type TrackedFile } from './uploadTracking';

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

/** What a screen watching an image-set upload is told: the four files' marks and the averaged percentage. */
export interface ImageSetUploadWatcher {
  onItems(items: TrackedFile[]): void;
  onProgress(percent: number): void;
}

interface ImageSetItem extends TrackedFile {
  contentType: string;
}

const isImageSetName = (name: string) => name === ORIGINAL_FILE_NAME || CROPS.some((crop) => cropFileName(crop.name) === name);

/**
 * Uploads the three crops and the original as original.jpeg (category image) as one tracked batch, so
 * a watcher sees each file pending, then loading, then the refreshed list; resolves with the field
 * value: the original's facts (what the image rules judge) and the square crop's URL.
 */
export async function saveImageSet(
  files: FilesPort,
  folder: string,
  crops: Record<CropName, Blob>,
  original: OriginalImage,
  watcher?: ImageSetUploadWatcher,
): Promise<MediaFile> {
  const originalPath = `${folder}/${ORIGINAL_FILE_NAME}`;
  const items: ImageSetItem[] = [
    ...CROPS.map((crop) => ({ id: `${folder}/${cropFileName(crop.name)}`, fileName: cropFileName(crop.name), file: crops[crop.name], contentType: 'image/jpeg' })),
    { id: originalPath, fileName: ORIGINAL_FILE_NAME, file: original.blob, contentType: original.mime },
  ];
  await uploadPendingFiles(items, {
    upload: async (item, onProgress) => {
      // Only pending items reach here, and pending means a local file is present.
      if (!item.file) throw new Error(`${item.fileName} has no local file to upload`);
      return (await files.upload(item.id, item.file, { category: 'image', contentType: item.contentType, onProgress })).fullPath;
    },
    refresh: async () =>
      (await files.list(folder))
        .filter((stored) => isImageSetName(stored.name))
        .map((stored) => ({ id: stored.fullPath, fileName: stored.name, remoteFile: stored.fullPath, contentType: stored.contentType })),
    onItems: (next) => watcher?.onItems(next),
    onProgress: (percent) => watcher?.onProgress(percent),
  });
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
