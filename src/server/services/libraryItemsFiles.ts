import type { DocData } from '../../backend/ports';
import { imageSetDeletionPaths } from '../../lib/media/imageSet';
import type { FilesPort } from '../ports/files';
import { HttpError } from '../http/HttpError';
import type { Logger } from '../logger';

const IMAGE_SET_ORIGINAL = /^original\.(jpe?g|png)$/i;

// A stored reference to one of the owner's uploads: `{uid}/uploads/…`, no empty, `.` or `..` segment.
function ownUpload(ownerUid: string, value: string): string | null {
  const path = value.replace(/^\/+/, '');
  if (!path.startsWith(`${ownerUid}/uploads/`)) return null;
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..') ? path : null;
}

/**
 * The owner's uploaded files that documents of an item refer to (image, intro audio, lesson audio,
 * track media: any string field holding a path under `{uid}/uploads/`), each once.
 */
export function uploadedFiles(ownerUid: string, documents: Array<DocData | undefined>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const path = ownUpload(ownerUid, value);
      if (path) found.add(path);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  documents.forEach(walk);
  return [...found];
}

/**
 * Deletes the files of a deleted item: each referenced file, and for an image set's original its crops and
 * thumbnails beside it. A missing file is already gone; any other failure is logged, so the call that
 * deleted the documents still succeeds.
 */
export async function removeUploadedFiles(files: Pick<FilesPort, 'delete' | 'list'>, logger: Pick<Logger, 'warn'>, paths: string[]): Promise<void> {
  const all = new Set(paths);
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (!IMAGE_SET_ORIGINAL.test(name)) continue;
    const folder = path.slice(0, path.lastIndexOf('/'));
    const present = (await files.list(folder.split('/')).catch(() => [])).map((f) => f.name);
    imageSetDeletionPaths(folder, present).filter((p) => present.includes(p.slice(folder.length + 1))).forEach((p) => all.add(p));
  }
  for (const path of all) {
    try {
      await files.delete(path.split('/'));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) continue;
      logger.warn(`Could not delete the file ${path} of a deleted library item: ${String(error)}`);
    }
  }
}
