import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FileStore } from '../../files/FileStore';
import { HttpError } from '../../http/HttpError';
import type { Logger } from '../../logger';

/**
 * Deletes every file below an upload folder (an accommodation option's images and their crops), through
 * the file store so its records follow. A missing folder is already gone; a file that cannot be deleted is
 * logged, so the call whose documents are already committed still succeeds.
 */
export async function removeFolder(files: Pick<FileStore, 'root' | 'delete'>, logger: Pick<Logger, 'warn'>, folder: string): Promise<number> {
  const dir = join(files.root, ...folder.split('/'));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = relative(files.root, join(entry.parentPath, entry.name)).split(sep);
    try {
      await files.delete(path);
      removed += 1;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) continue;
      logger.warn(`Could not delete the file ${path.join('/')} of a deleted accommodation option: ${String(error)}`);
    }
  }
  return removed;
}

/** The sub-folders of an upload folder (the option ids under a retreat's accommodations folder). */
export async function subFolders(files: Pick<FileStore, 'root'>, folder: string): Promise<string[]> {
  const entries = await readdir(join(files.root, ...folder.split('/')), { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => e.name);
}
