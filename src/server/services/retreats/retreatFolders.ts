import type { FilesPort } from '../../ports/files';
import { HttpError } from '../../http/HttpError';
import type { Logger } from '../../logger';

/**
 * Deletes every file below an upload folder (an accommodation option's images and their crops), through
 * the file store so its records follow. A missing folder is already gone; a file that cannot be deleted is
 * logged, so the call whose documents are already committed still succeeds.
 */
export async function removeFolder(files: Pick<FilesPort, 'listAll' | 'delete'>, logger: Pick<Logger, 'warn'>, folder: string): Promise<number> {
  let removed = 0;
  for (const path of await files.listAll(folder.split('/'))) {
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
export function subFolders(files: Pick<FilesPort, 'subFolders'>, folder: string): Promise<string[]> {
  return files.subFolders(folder.split('/'));
}
