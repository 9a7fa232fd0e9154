import 'cropperjs/dist/cropper.css';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { useT } from '../../../lib/i18n';
import { cropToJpeg } from '../../../lib/media/cropToJpeg';
import { CROPS, type CropName } from '../../../lib/media/imageSet';

export interface ImageCropStepProps {
  src: string;
  busy: boolean;
  onBack(): void;
  onCropStart(): void;
  onSave(crops: Record<CropName, Blob>): void;
  onCropFailed(error: unknown): void;
}

function liveCropper(element: ReactCropperElement | null | undefined) {
  if (!element?.cropper) throw new Error('The cropper is not ready');
  return element.cropper;
}

/** Three croppers on one image (square, landscape, portrait); Save waits until all three are ready. Loaded lazily. */
export default function ImageCropStep({ src, busy, onBack, onCropStart, onSave, onCropFailed }: ImageCropStepProps) {
  // The cropper is read from its image element at save time: under StrictMode react-cropper builds a
  // second instance after the first is destroyed, and only the element knows the live one.
  const t = useT();
  const images = useRef<Partial<Record<CropName, ReactCropperElement | null>>>({});
  const [ready, setReady] = useState<ReadonlySet<CropName>>(new Set());
  const allReady = CROPS.every((crop) => ready.has(crop.name));

  const save = async () => {
    onCropStart();
    try {
      const entries = await Promise.all(CROPS.map(async (crop) => [crop.name, await cropToJpeg(liveCropper(images.current[crop.name]))] as const));
      onSave(Object.fromEntries(entries) as Record<CropName, Blob>);
    } catch (error) {
      onCropFailed(error);
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {CROPS.map((crop) => (
          <Stack key={crop.name} gap={4} data-testid={`cropper-${crop.name}`}>
            <Text fw={500} size="sm">
              {crop.label}
            </Text>
            <Cropper
              src={src}
              style={{ height: 260, width: '100%' }}
              aspectRatio={crop.aspectRatio}
              viewMode={1}
              autoCropArea={1}
              guides
              checkOrientation={false}
              ref={(element: ReactCropperElement | null) => {
                images.current[crop.name] = element;
              }}
              ready={() => setReady((prev) => new Set(prev).add(crop.name))}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('wizard.media.chooseDifferentImage')}
        </Button>
        <Button onClick={() => void save()} disabled={!allReady} loading={busy}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
