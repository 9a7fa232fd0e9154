import { useEffect, useState } from 'react';
import type { FilesPort } from '../../../backend/ports';
import type { MediaFile } from '../../../lib/media/mediaFile';

/**
 * The URL an image preview shows: the value's own `url` (set right after an upload), else one resolved
 * from its stored reference. Saved items carry only `remoteFile`, because download URLs are signed and
 * expire; the resolved URL lives in the component and is never written back to the value.
 */
export function useImagePreview(files: FilesPort, value: MediaFile | undefined): string | undefined {
  const remoteFile = value?.url ? undefined : value?.remoteFile;
  const [resolved, setResolved] = useState<{ remoteFile: string; url: string } | null>(null);
  useEffect(() => {
    if (!remoteFile) return;
    let current = true;
    files.downloadUrl(remoteFile).then(
      (url) => current && setResolved({ remoteFile, url }),
      // No preview is better than a broken one; the buttons still work on the stored file.
      () => current && setResolved(null),
    );
    return () => {
      current = false;
    };
  }, [files, remoteFile]);
  if (value?.url) return value.url;
  return resolved && resolved.remoteFile === remoteFile ? resolved.url : undefined;
}
