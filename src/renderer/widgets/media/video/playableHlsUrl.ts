import type { FilesPort } from '../../../../backend/ports';
import { withSegmentUrls } from '../../../../lib/media/video/playlist';
import { PLAYLIST_TYPE } from '../../../../lib/media/video/hlsArgs';

/**
 * A blob: URL of the stored playlist with each segment replaced by its own signed download URL, since a
 * segment cannot be found relative to a signed playlist URL. The caller revokes it when done.
 */
export async function playableHlsUrl(files: FilesPort, playlistPath: string): Promise<string> {
  const folder = playlistPath.slice(0, playlistPath.lastIndexOf('/'));
  const response = await fetch(await files.downloadUrl(playlistPath));
  if (!response.ok) throw new Error(`The playlist could not be read (${response.status})`);
  const text = await response.text();
  const names = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
  const urls = new Map(await Promise.all(names.map(async (name) => [name, await files.downloadUrl(`${folder}/${name}`)] as const)));
  const rewritten = withSegmentUrls(text, (uri) => urls.get(uri) ?? uri);
  return URL.createObjectURL(new Blob([rewritten], { type: PLAYLIST_TYPE }));
}
