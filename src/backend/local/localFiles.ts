import { BackendError } from '../backendError';
import type { AuthPort, FilesPort, StoredFile } from '../ports';
import { sendUpload } from './sendUpload';
import { encodePath, type Transport } from './transport';

/** FilesPort on the embedded server's /api/files routes. */
export function createLocalFiles(transport: Transport, auth: AuthPort): FilesPort {
  const bearer = async () => ({ token: await auth.getIdToken() });

  return {
    async upload(fullPath, file, options = {}) {
      const token = await auth.getIdToken();
      const category = options.category ?? 'other';
      const headers: Record<string, string> = {
        'content-type': options.contentType ?? (file.type || 'application/octet-stream'),
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const cookie = transport.cookies.header();
      if (cookie) headers.cookie = cookie;
      const url = transport.url(`/api/files/${encodePath(fullPath)}?category=${encodeURIComponent(category)}`);
      const response = await sendUpload(
        { url, file, headers, onProgress: options.onProgress, signal: options.signal },
        transport.fetch,
      );
      const stored = (await response.json()) as StoredFile;
      options.onProgress?.({ bytesTransferred: file.size, totalBytes: file.size });
      return stored;
    },
    async list(folderPath) {
      const prefix = folderPath.replace(/^\/+/, '');
      try {
        const { items } = await transport.sendJson<{ items: StoredFile[] }>(
          'GET',
          `/api/files?prefix=${encodeURIComponent(prefix)}`,
          await bearer(),
        );
        return items;
      } catch (error) {
        // spec 1 §8: a missing or forbidden folder lists as empty.
        if (error instanceof BackendError && (error.code === 'not-found' || error.code === 'permission-denied')) return [];
        throw error;
      }
    },
    async delete(fullPath) {
      await transport.send('DELETE', `/api/files/${encodePath(fullPath)}`, await bearer());
    },
    async downloadUrl(fullPath) {
      const { url } = await transport.sendJson<{ url: string }>('GET', `/api/files-url/${encodePath(fullPath)}`, await bearer());
      const origin = transport.baseUrl || globalThis.location?.origin;
      return origin ? new URL(url, `${origin}/`).toString() : url;
    },
  };
}
