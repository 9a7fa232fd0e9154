import { useEffect, useState } from 'react';
import { useBackend } from '../../../lib/session/AppServices';
import { useT } from '../../../lib/i18n';

/** Plays a stored voice reply through a signed download URL of the files API. */
export function ReplyAudio({ path }: { path: string }) {
  const backend = useBackend();
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    backend.files.downloadUrl(path).then((signed) => live && setUrl(signed), () => undefined);
    return () => {
      live = false;
    };
  }, [backend, path]);
  return url ? <audio controls src={url} aria-label={t('forums.replies.audio')} style={{ maxWidth: '100%' }} /> : null;
}
