import {
  type FirebaseStorage,
  type FullMetadata,
  deleteObject,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import { BackendError } from '../backendError';
import type { FilesPort, StoredFile } from '../ports';
import { mapped, toBackendError } from './firebaseErrors';
import { uploadCap } from './uploadCaps';

/** FilesPort on Cloud Storage; `storage.rules` limits `/{uid}/uploads/**` to its owner and admins. */
export function createFirebaseFiles(storage: FirebaseStorage, audioMaxMb: number): FilesPort {
  const at = (path: string) => ref(storage, path.replace(/^\/+/, ''));

  return {
    async upload(fullPath, file, options = {}) {
      const cap = uploadCap(options.category ?? 'other', audioMaxMb);
      if (file.size > cap.maxBytes) throw new BackendError('too-large', cap.message, 413);
      if (options.signal?.aborted) throw new BackendError('aborted', 'The upload was cancelled');
      const contentType = options.contentType ?? (file.type || 'application/octet-stream');
      // The category rides along so storage.rules can apply the accreditation cap, which no content type reveals.
      const task = uploadBytesResumable(at(fullPath), file, { contentType, customMetadata: { category: options.category ?? 'other' } });
      const onAbort = () => task.cancel();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      task.on('state_changed', (snapshot) =>
        options.onProgress?.({ bytesTransferred: snapshot.bytesTransferred, totalBytes: snapshot.totalBytes }),
      );
      try {
        return toStoredFile((await task).metadata);
      } catch (error) {
        throw toBackendError(error);
      } finally {
        options.signal?.removeEventListener('abort', onAbort);
      }
    },
    async list(folderPath) {
      try {
        const { items } = await listAll(at(folderPath));
        return await Promise.all(items.map(async (item) => toStoredFile(await getMetadata(item))));
      } catch (error) {
        // spec 1 §8: object-not-found and unauthorized list as empty.
        const code = toBackendError(error).code;
        if (code === 'not-found' || code === 'permission-denied') return [];
        throw toBackendError(error);
      }
    },
    delete: (fullPath) => mapped(() => deleteObject(at(fullPath))),
    downloadUrl: (fullPath) => mapped(() => getDownloadURL(at(fullPath))),
  };
}

function toStoredFile(metadata: FullMetadata): StoredFile {
  return {
    name: metadata.name,
    fullPath: metadata.fullPath,
    size: metadata.size,
    contentType: metadata.contentType ?? 'application/octet-stream',
    updatedAt: metadata.updated,
  };
}
