import type { FilesPort } from '../../backend/ports';
import { cropFileName } from '../../lib/media/imageSet';

/** The name spec 1 §7 gives the profile picture inside its folder. */
export const PROFILE_PICTURE_FILE = 'square_original.jpeg';

/**
 * The files port the shared image uploader gets for the profile picture folder. The uploader always
 * stores three crops as square/rectangle/portrait.jpeg; the profile picture is the square crop, which
 * spec 1 §7 names square_original.jpeg, so that one name is translated both ways (upload, list, delete,
 * URL) and everything else passes through unchanged.
 */
export function profilePictureFiles(files: FilesPort, folder: string): FilesPort {
  const square = `${folder}/${cropFileName('square')}`;
  const picture = `${folder}/${PROFILE_PICTURE_FILE}`;
  const stored = (path: string) => (path === square ? picture : path);
  return {
    upload: (path, file, options) => files.upload(stored(path), file, options),
    list: async (path) => {
      const listed = await files.list(path);
      return listed.map((file) => (file.fullPath === picture ? { ...file, name: cropFileName('square'), fullPath: square } : file));
    },
    delete: (path) => files.delete(stored(path)),
    downloadUrl: (path) => files.downloadUrl(stored(path)),
  };
}
