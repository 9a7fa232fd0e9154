import { describe, expect, it } from 'vitest';
import type { FilesPort, StoredFile } from '../../backend/ports';
import { deleteImageSet, saveImageSet } from './imageSetStorage';

function fakeFiles(initial: string[] = []) {
  const calls: string[] = [];
  const names = new Set(initial);
  const stored = (fullPath: string): StoredFile => ({ name: fullPath.split('/').pop()!, fullPath, size: 1, contentType: 'image/jpeg', updatedAt: '' });
  const files: FilesPort = {
    async upload(fullPath, _file, options) {
      calls.push(`upload ${fullPath} ${options?.category} ${options?.contentType}`);
      names.add(fullPath.split('/').pop()!);
      return stored(fullPath);
    },
    async list(folder) {
      return [...names].map((name) => stored(`${folder}/${name}`));
    },
    async delete(fullPath) {
      calls.push(`delete ${fullPath}`);
      names.delete(fullPath.split('/').pop()!);
    },
    async downloadUrl(fullPath) {
      return `http://x/${fullPath}`;
    },
  };
  return { files, calls };
}

describe('image set storage', () => {
  it('uploads three jpeg crops and the original as original.jpeg, and returns the original facts', async () => {
    const { files, calls } = fakeFiles();
    const blob = new Blob(['x']);
    const value = await saveImageSet(files, 'u/uploads/courses/c', { square: blob, rectangle: blob, portrait: blob }, { blob: new Blob(['abc']), mime: 'image/png', width: 1600, height: 1700 });
    expect(calls).toEqual([
      'upload u/uploads/courses/c/square.jpeg image image/jpeg',
      'upload u/uploads/courses/c/rectangle.jpeg image image/jpeg',
      'upload u/uploads/courses/c/portrait.jpeg image image/jpeg',
      'upload u/uploads/courses/c/original.jpeg image image/png',
    ]);
    expect(value).toMatchObject({ fileName: 'original.jpeg', remoteFile: 'u/uploads/courses/c/original.jpeg', mime: 'image/png', bytes: 3, width: 1600, height: 1700 });
    expect(value.url).toMatch(/^http:\/\/x\/u\/uploads\/courses\/c\/square\.jpeg\?v=\d+$/);
  });

  it('deletes portrait, rectangle, square, then the thumbnail, and skips missing files', async () => {
    const { files, calls } = fakeFiles(['original.jpeg', 'square.jpeg', 'square_thumbnail.jpeg', 'portrait.jpeg']);
    await deleteImageSet(files, 'f');
    expect(calls).toEqual(['delete f/portrait.jpeg', 'delete f/square.jpeg', 'delete f/square_thumbnail.jpeg']);
  });
});
