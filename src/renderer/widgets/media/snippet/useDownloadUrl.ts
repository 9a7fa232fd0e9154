import { useEffect, useState } from 'react';
import type { FilesPort } from '../../../../backend/ports';

/** A fetchable URL for a stored file (signed, per file), or null while it loads or when there is none. */
export function useDownloadUrl(files: FilesPort, fullPath: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setUrl(null);
    if (fullPath) {
      files.downloadUrl(fullPath).then(
        (next) => current && setUrl(next),
        () => current && setUrl(null),
      );
    }
    return () => {
      current = false;
    };
  }, [files, fullPath]);
  return url;
}
