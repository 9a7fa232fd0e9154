import { Group, Image, Text } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import type { MediaFile } from '../../lib/media/mediaFile';
import { MediaUploadContext } from '../widgets/media/MediaUploadContext';

const SIDE = 96;

/**
 * An image list field on the review (gallery, room or meal photos): a thumbnail per stored image, in the
 * list's order, read from storage. An image storage cannot serve shows its file name instead.
 */
export function ReviewImageList({ images, label }: { images: MediaFile[]; label: string }) {
  const t = useT();
  const target = useContext(MediaUploadContext);
  const [urls, setUrls] = useState<string[]>([]);
  const refs = images.map((image) => image.remoteFile ?? '').join('\n');
  useEffect(() => {
    if (!target) return;
    let current = true;
    Promise.all(refs.split('\n').map((ref) => (ref ? target.files.downloadUrl(ref).catch(() => '') : Promise.resolve('')))).then(
      (found) => current && setUrls(found),
      () => current && setUrls([]),
    );
    return () => {
      current = false;
    };
  }, [target, refs]);
  return (
    <Group gap="xs" wrap="wrap">
      {images.map((image, i) =>
        urls[i] ? (
          <Image key={i} src={urls[i]} alt={t('publishing.review.imageOf', { label, n: i + 1, count: images.length })} h={SIDE} w={SIDE} fit="cover" radius="sm" />
        ) : (
          <Text key={i} size="sm">
            {image.fileName}
          </Text>
        ),
      )}
    </Group>
  );
}
