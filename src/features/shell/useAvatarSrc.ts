import { useEffect, useState } from 'react';
import { useBackend } from '../../lib/session/AppServices';

const isUrl = (value: string) => /^(https?:|data:|blob:)/.test(value);

/**
 * What an <img> can show for a profile picture: a URL as it is; a stored file's path (how the profile
 * form saves it, `{uid}/uploads/profile_picture/square_original.jpeg`) as its signed download URL.
 * Null until known, and when the file cannot be reached (the avatar then shows its initial).
 */
export function useAvatarSrc(picture: string | null): string | null {
  const { files } = useBackend();
  const [resolved, setResolved] = useState<{ picture: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!picture || isUrl(picture)) return;
    let live = true;
    files.downloadUrl(picture).then(
      (src) => live && setResolved({ picture, src }),
      () => live && setResolved({ picture, src: null }),
    );
    return () => {
      live = false;
    };
  }, [files, picture]);
  if (!picture) return null;
  if (isUrl(picture)) return picture;
  return resolved?.picture === picture ? resolved.src : null;
}
