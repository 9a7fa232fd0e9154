import type { FilesPort, UploadProgress } from '../../../backend/ports';
import { averageProgress } from '../uploadTracking';
import { PLAYLIST_NAME } from './hlsArgs';
import type { HlsFile } from './convertToHls';

/**
 * Uploads a converted video into `folder`: the segments together, then the playlist, so a stored playlist
 * never names a segment that is not there yet. One progress figure: the bytes percentage of each file
 * averaged across the files (spec 1 §4 'Upload tracking'). Resolves with the playlist's full path.
 */
export async function uploadHls(files: FilesPort, folder: string, converted: readonly HlsFile[], onProgress: (percent: number) => void): Promise<string> {
  const progress: UploadProgress[] = converted.map((file) => ({ bytesTransferred: 0, totalBytes: file.blob.size }));
  const report = (index: number) => (p: UploadProgress) => {
    progress[index] = p;
    onProgress(averageProgress(progress));
  };
  const send = (file: HlsFile, index: number) =>
    files.upload(`${folder}/${file.name}`, file.blob, { category: 'hlsVideo', contentType: file.blob.type, onProgress: report(index) });
  const playlistIndex = converted.findIndex((file) => file.name === PLAYLIST_NAME);
  await Promise.all(converted.map((file, index) => (index === playlistIndex ? null : send(file, index))));
  const stored = await send(converted[playlistIndex]!, playlistIndex);
  onProgress(100);
  return stored.fullPath;
}

/** Deletes every file of a converted video's folder (the playlist first, so no half video stays playable). */
export async function deleteHls(files: FilesPort, playlistPath: string): Promise<void> {
  const folder = playlistPath.slice(0, playlistPath.lastIndexOf('/'));
  await files.delete(playlistPath);
  const rest = await files.list(folder);
  await Promise.all(rest.map((file) => files.delete(file.fullPath)));
}
