import type { UploadProgress } from '../../backend/ports';

/** An uploaded file item (spec 1 §3): a local file until it has a stored reference. */
export interface TrackedFile {
  id: string;
  fileName: string;
  file?: Blob;
  remoteFile?: string;
  loading?: boolean;
}

/** Pending = a local file without a remote reference (spec 1 §4 'Upload tracking'). */
export function isPending(item: TrackedFile): boolean {
  return !item.remoteFile && item.file !== undefined;
}

/** Percentage of bytes transferred per file, averaged across the files (0-100, rounded down). */
export function averageProgress(progress: readonly UploadProgress[]): number {
  if (progress.length === 0) return 0;
  const sum = progress.reduce((total, p) => total + (p.totalBytes > 0 ? Math.min(1, p.bytesTransferred / p.totalBytes) : 1), 0);
  return Math.floor((sum / progress.length) * 100);
}

export interface UploadPendingDeps<T extends TrackedFile> {
  /** Uploads one item and resolves with its stored reference. */
  upload(item: T, onProgress: (progress: UploadProgress) => void): Promise<string>;
  /** Reads the list again once the uploads are over (the stored truth). */
  refresh(): Promise<T[]>;
  onItems(items: T[]): void;
  onProgress(percent: number): void;
}

/**
 * Uploads every pending item at once: marks them loading, reports the averaged progress, then refreshes
 * the list. A failed upload leaves its item pending; the first failure is rethrown after the refresh.
 */
export async function uploadPendingFiles<T extends TrackedFile>(items: readonly T[], deps: UploadPendingDeps<T>): Promise<T[]> {
  const pending = items.filter(isPending);
  if (pending.length === 0) return [...items];
  const pendingIds = new Set(pending.map((item) => item.id));
  deps.onItems(items.map((item) => (pendingIds.has(item.id) ? { ...item, loading: true } : item)));
  const progress: UploadProgress[] = pending.map((item) => ({ bytesTransferred: 0, totalBytes: item.file?.size ?? 0 }));
  deps.onProgress(0);
  const results = await Promise.allSettled(
    pending.map((item, index) =>
      deps.upload(item, (p) => {
        progress[index] = p;
        deps.onProgress(averageProgress(progress));
      }),
    ),
  );
  const refreshed = await deps.refresh();
  deps.onItems(refreshed);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  return refreshed;
}
