import { Group, Image, Text } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { cropFileName } from '../../lib/media/imageSet';
import type { MediaFile } from '../../lib/media/mediaFile';
import { MediaUploadContext } from '../widgets/media/MediaUploadContext';

// Spec 1 §5: previews show the three crops, portrait 10:14, landscape 1.6 and square 1, in that order.
const PREVIEW_ORDER = [
  { crop: 'portrait', ratio: 10 / 14, name: 'publishing.review.cropPortrait' },
  { crop: 'rectangle', ratio: 1.6, name: 'publishing.review.cropLandscape' },
  { crop: 'square', ratio: 1, name: 'publishing.review.cropSquare' },
] as const;
const HEIGHT = 140;

/**
 * An uploaded image on the review: its three crops side by side, read from the folder that holds the
 * original (the image set's files sit together). Without storage or a stored file, its name only.
 */
export function ReviewImageCrops({ value, label }: { value: MediaFile; label: string }) {
  const t = useT();
  const target = useContext(MediaUploadContext);
  const [urls, setUrls] = useState<string[]>([]);
  const folder = value.remoteFile?.includes('/') ? value.remoteFile.slice(0, value.remoteFile.lastIndexOf('/')) : null;
  useEffect(() => {
    if (!target || !folder) return;
    let current = true;
    Promise.all(PREVIEW_ORDER.map((p) => target.files.downloadUrl(`${folder}/${cropFileName(p.crop)}`).catch(() => ''))).then(
      (found) => current && setUrls(found),
      () => current && setUrls([]),
    );
    return () => {
      current = false;
    };
  }, [target, folder]);
  if (urls.every((url) => !url)) return <Text size="sm">{value.fileName}</Text>;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {PREVIEW_ORDER.map((p, i) =>
        urls[i] ? (
          <Image key={p.crop} src={urls[i]} alt={t('publishing.review.imageCrop', { label, crop: t(p.name) })} h={HEIGHT} w={Math.round(HEIGHT * p.ratio)} fit="cover" radius="sm" />
        ) : null,
      )}
    </Group>
  );
}
