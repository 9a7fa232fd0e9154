import 'cropperjs/dist/cropper.css';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Cropper } from 'react-cropper';
import type CropperInstance from 'cropperjs';
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

/** Three croppers on one image (square, landscape, portrait); Save waits until all three are ready. Loaded lazily. */
export default function ImageCropStep({ src, busy, onBack, onCropStart, onSave, onCropFailed }: ImageCropStepProps) {
  const instances = useRef<Partial<Record<CropName, CropperInstance>>>({});
  const [ready, setReady] = useState<ReadonlySet<CropName>>(new Set());
  const allReady = CROPS.every((crop) => ready.has(crop.name));

  const save = async () => {
    onCropStart();
    try {
      const entries = await Promise.all(CROPS.map(async (crop) => [crop.name, await cropToJpeg(instances.current[crop.name]!)] as const));
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
              onInitialized={(instance) => {
                instances.current[crop.name] = instance;
              }}
              ready={() => setReady((prev) => new Set(prev).add(crop.name))}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Choose a different image
        </Button>
        <Button onClick={() => void save()} disabled={!allReady} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
