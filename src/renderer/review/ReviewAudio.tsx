import { Group, Text } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { clockTime } from '../../lib/format/clockTime';
import type { MediaFile } from '../../lib/media/mediaFile';
import { MediaUploadContext } from '../widgets/media/MediaUploadContext';

/** An uploaded audio file on the review: a player (once its stored file resolves) and its length. */
export function ReviewAudio({ value, label }: { value: MediaFile; label: string }) {
  const t = useT();
  const target = useContext(MediaUploadContext);
  const [url, setUrl] = useState<string | null>(value.url ?? null);
  const remoteFile = value.url ? undefined : value.remoteFile;
  useEffect(() => {
    if (!target || !remoteFile) return;
    let current = true;
    target.files.downloadUrl(remoteFile).then(
      (found) => current && setUrl(found),
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [target, remoteFile]);
  const length = typeof value.durationSec === 'number' ? clockTime(value.durationSec) : null;
  return (
    <Group gap="sm" wrap="wrap">
      {url ? <audio controls preload="metadata" src={url} aria-label={label} style={{ maxWidth: '100%' }} /> : <Text size="sm">{value.fileName}</Text>}
      {length ? <Text size="sm">{t('publishing.review.audioLength', { length })}</Text> : null}
    </Group>
  );
}
