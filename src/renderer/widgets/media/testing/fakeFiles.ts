import type { FilesPort, StoredFile, UploadProgress } from '../../../../backend/ports';

/** An in-memory FilesPort that records calls; `hold` keeps uploads open until `release()` (tests only). */
export function fakeFiles(initial: string[] = []) {
  const calls: string[] = [];
  const stored = new Map<string, number>(initial.map((path) => [path, 1]));
  let held: Array<() => void> = [];
  const state = { hold: false };
  const entry = (fullPath: string, size: number): StoredFile => ({ name: fullPath.split('/').pop()!, fullPath, size, contentType: '', updatedAt: '' });
  const files: FilesPort = {
    async upload(fullPath, file, options) {
      calls.push(`upload ${fullPath} ${options?.category ?? ''}`);
      const progress = (p: UploadProgress) => options?.onProgress?.(p);
      progress({ bytesTransferred: Math.floor(file.size / 2), totalBytes: file.size });
      if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
      progress({ bytesTransferred: file.size, totalBytes: file.size });
      stored.set(fullPath, file.size);
      return entry(fullPath, file.size);
    },
    async list(folder) {
      return [...stored].filter(([path]) => path.startsWith(`${folder}/`)).map(([path, size]) => entry(path, size));
    },
    async delete(fullPath) {
      calls.push(`delete ${fullPath}`);
      stored.delete(fullPath);
    },
    async downloadUrl(fullPath) {
      return `http://files.test/${fullPath}`;
    },
  };
  const release = () => {
    held.forEach((resolve) => resolve());
    held = [];
  };
  return { files, calls, stored, state, release };
}
