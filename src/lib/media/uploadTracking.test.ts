import { describe, expect, it } from 'vitest';
import { averageProgress, isPending, uploadPendingFiles, type TrackedFile } from './uploadTracking';

const blob = (size: number) => new Blob([new Uint8Array(size)]);

describe('upload tracking', () => {
  it('counts only local files without a remote reference as pending', () => {
    expect(isPending({ id: 'a', fileName: 'a', file: blob(1) })).toBe(true);
    expect(isPending({ id: 'b', fileName: 'b', file: blob(1), remoteFile: 'u/b' })).toBe(false);
    expect(isPending({ id: 'c', fileName: 'c' })).toBe(false);
  });

  it('averages the percentage of bytes across files, not the bytes themselves', () => {
    expect(averageProgress([])).toBe(0);
    expect(averageProgress([{ bytesTransferred: 50, totalBytes: 100 }, { bytesTransferred: 0, totalBytes: 10_000 }])).toBe(25);
    expect(averageProgress([{ bytesTransferred: 10, totalBytes: 10 }, { bytesTransferred: 1, totalBytes: 4 }])).toBe(62);
    expect(averageProgress([{ bytesTransferred: 0, totalBytes: 0 }])).toBe(100);
  });

  it('marks pending files loading, reports progress, refreshes the list after', async () => {
    const items: TrackedFile[] = [
      { id: 'done', fileName: 'done.mp3', remoteFile: 'u/done.mp3' },
      { id: 'a', fileName: 'a.mp3', file: blob(100) },
      { id: 'b', fileName: 'b.mp3', file: blob(300) },
    ];
    const seen: TrackedFile[][] = [];
    const percents: number[] = [];
    const uploaded: string[] = [];
    const refreshed = items.map((item) => ({ id: item.id, fileName: item.fileName, remoteFile: `u/${item.fileName}` }));
    const result = await uploadPendingFiles(items, {
      async upload(item, onProgress) {
        uploaded.push(item.id);
        onProgress({ bytesTransferred: item.file!.size / 2, totalBytes: item.file!.size });
        onProgress({ bytesTransferred: item.file!.size, totalBytes: item.file!.size });
        return `u/${item.fileName}`;
      },
      refresh: async () => refreshed,
      onItems: (next) => seen.push(next),
      onProgress: (p) => percents.push(p),
    });
    expect(uploaded).toEqual(['a', 'b']);
    expect(seen[0]!.map((i) => Boolean(i.loading))).toEqual([false, true, true]);
    expect(seen.at(-1)).toBe(refreshed);
    expect(result).toBe(refreshed);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
  });

  it('refreshes even when an upload fails, then rethrows the failure', async () => {
    const seen: TrackedFile[][] = [];
    const attempt = uploadPendingFiles<TrackedFile>([{ id: 'a', fileName: 'a', file: blob(1) }], {
      upload: async () => Promise.reject(new Error('disk full')),
      refresh: async () => [{ id: 'a', fileName: 'a' }],
      onItems: (next) => seen.push(next),
      onProgress: () => {},
    });
    await expect(attempt).rejects.toThrow('disk full');
    expect(seen.at(-1)).toEqual([{ id: 'a', fileName: 'a' }]);
  });

  it('does nothing without pending files', async () => {
    const items = [{ id: 'x', fileName: 'x', remoteFile: 'u/x' }];
    const seen: unknown[] = [];
    const result = await uploadPendingFiles(items, {
      upload: async () => 'never',
      refresh: async () => [],
      onItems: (n) => seen.push(n),
      onProgress: () => {},
    });
    expect(result).toEqual(items);
    expect(seen).toEqual([]);
  });
});
